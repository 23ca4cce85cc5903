// Les messages du serveur en français (la source : en.ts).
import type en from './en.js';

export default {
  // Any request
  'server.error.notAuthenticated': 'Non authentifié',
  'server.error.sessionExpired': 'Session expirée. Veuillez vous reconnecter.',
  'server.error.forbidden': 'Vous n’avez pas l’autorisation de faire cela',
  'server.error.notFound': 'Introuvable',
  'server.error.pageNotFound': 'Page introuvable : {method} {path}',
  'server.error.invalidData': 'Données non valides',
  'server.error.invalidValue': 'Valeur non valide',
  'server.error.invalidQueryParameter': 'Paramètre de requête non valide « {name} »',
  'server.error.unknownField': 'Champ inconnu « {name} »',
  'server.error.invalidField': '{field} : {problem}',
  'server.error.unknownReference': '{field} inconnu',
  'server.error.duplicate': 'Un enregistrement avec cette valeur existe déjà',
  'server.error.inUse': 'Cet enregistrement est encore utilisé',
  'server.error.jsonBodyRequired': 'Un corps contenant un objet JSON est requis',
  'server.error.invalidJson': 'Le corps de la requête n’est pas un JSON valide',
  'server.error.bodyTooLarge': 'Le corps de la requête est trop volumineux',
  'server.error.unsupportedContentType': 'Type de contenu non pris en charge ; envoyez application/json',
  'server.error.requestTimeout': 'La requête a mis trop de temps à arriver',
  'server.error.busy': 'Le service est occupé pour le moment. Veuillez réessayer dans un instant.',
  'server.error.unexpected': 'Une erreur s’est produite sur le serveur',
  'server.error.notReady': 'Pas prêt',

  // Attempt limits
  'server.limit.signIn':
    'Trop de tentatives de connexion. Veuillez patienter quelques minutes puis réessayer.',
  'server.limit.attempts': 'Trop de tentatives. Veuillez patienter quelques minutes puis réessayer.',
  'server.limit.attemptsShort': 'Trop de tentatives. Veuillez patienter quelques minutes.',
  'server.limit.requests': 'Trop de requêtes. Veuillez patienter quelques minutes puis réessayer.',
  'server.limit.resetMails': 'Trop d’e-mails de réinitialisation pour ce compte.',
  'server.limit.joins': 'Trop de participants ont rejoint cette session depuis votre réseau.',

  // Fields many forms share
  'server.field.emailRequired': 'L’e-mail est obligatoire',
  'server.field.emailFormat': 'Format d’e-mail non valide',
  'server.field.emailValid': 'Veuillez saisir une adresse e-mail valide',
  'server.field.emailInvalid': 'E-mail non valide',
  'server.field.passwordRequired': 'Le mot de passe est obligatoire',
  'server.field.passwordLength': 'Le mot de passe doit comporter au moins 8 caractères',
  'server.field.firstNameRequired': 'Le prénom est obligatoire',
  'server.field.lastNameRequired': 'Le nom est obligatoire',
  'server.field.companyRequired': 'L’entreprise est obligatoire',
  'server.field.categoryRequired': 'La catégorie est obligatoire',
  'server.field.scenarioRequired': 'Le scénario est obligatoire',
  'server.field.titleRequired': 'Le titre est obligatoire',
  'server.field.descriptionRequired': 'La description est obligatoire',
  'server.field.questionRequired': 'La question est obligatoire',
  'server.field.tagsList': 'Les étiquettes doivent être une liste',
  'server.field.unknownTag': 'Étiquette inconnue',
  'server.field.url': 'Doit être une URL valide',
  'server.field.date': 'Date non valide',

  // Signing in, profile, password reset
  'server.auth.invalidLogin': 'E-mail ou mot de passe non valide',
  'server.auth.strategyRequired': 'La stratégie est obligatoire',
  'server.auth.strategyInvalid': 'La stratégie doit être « local », « jwt » ou « sso »',
  'server.auth.accessTokenRequired': 'Le jeton d’accès est obligatoire',
  'server.auth.currentPasswordRequired': 'Le mot de passe actuel est obligatoire',
  'server.auth.currentPasswordIncorrect': 'Le mot de passe actuel est incorrect',
  'server.auth.commonPassword':
    'Ce mot de passe fait partie des plus courants. Veuillez en choisir un autre.',
  'server.auth.weakPassword':
    'Ce mot de passe est trop facile à deviner. Choisissez-en un plus long, par exemple quelques mots sans rapport entre eux.',
  'server.auth.passwordChanged': 'Votre mot de passe a été modifié.',
  'server.auth.resetRequested':
    'Si un compte existe pour cet e-mail, un lien pour réinitialiser le mot de passe est en route.',
  'server.auth.resetLinkInvalid': 'Ce lien de réinitialisation n’est pas valide ou a expiré',
  'server.auth.passwordReset':
    'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  'server.signUp.waitlistOnly':
    'Ici, l’inscription se fait par la liste d’attente. Veuillez rejoindre la liste d’attente.',
  'server.signUp.requested':
    'Consultez votre boîte de réception : un lien pour confirmer votre adresse e-mail est en route. Il est valable 24 heures.',
  'server.signUp.linkInvalid': 'Ce lien de confirmation est invalide, déjà utilisé ou expiré',

  // Users and plans
  'server.users.notFound': 'Utilisateur introuvable',
  'server.users.ownCompany': 'Vous ne pouvez gérer que les utilisateurs de votre propre entreprise',
  'server.users.emailTaken': 'Un utilisateur avec cet e-mail existe déjà',
  'server.users.ownRights': 'Vous ne pouvez pas retirer vos propres droits d’administrateur ni vous archiver',
  'server.users.planRequired':
    'L’abonnement et la date d’expiration sont obligatoires pour les utilisateurs non administrateurs',
  'server.plans.expired': 'Votre abonnement a expiré',
  'server.plans.changeOperatorOnly': 'Seul l’opérateur de la plateforme peut modifier les abonnements',
  'server.plans.trialOperatorOnly':
    'Un essai gratuit se termine 4 semaines après la création de l’utilisateur ; seul l’opérateur de la plateforme peut le prolonger',
  'server.plans.extendOperatorOnly':
    'Seul l’opérateur de la plateforme peut prolonger un abonnement au-delà de celui de votre entreprise (jusqu’au {date})',
  'server.plans.seatsFull':
    'L’abonnement de votre entreprise compte {seats} places, toutes occupées ; archivez un utilisateur ou demandez plus de places',

  // Entitlements (services/entitlements.ts): a refusal names the plan that gives what was refused.
  'server.entitlements.customScenarios': 'Les scénarios personnalisés sont inclus dans l’offre Pro',
  'server.entitlements.customScenariosUsed':
    'Les {limit} scénarios personnalisés de cette année d’abonnement sont tous créés ; l’offre Enterprise inclut des scénarios personnalisés illimités',
  'server.entitlements.playlists': 'Les playlists sont incluses dans l’offre Pro',
  'server.entitlements.teamManagement': 'La gestion d’équipe est incluse dans l’offre Pro',

  // Companies, categories, tags
  'server.companies.notFound': 'Entreprise introuvable',
  'server.companies.operatorArchive': 'L’entreprise opératrice ne peut pas être archivée',
  'server.companies.nameRequired': 'Le nom de l’entreprise est obligatoire',
  'server.companies.extraCustomScenarios':
    'Les scénarios personnalisés supplémentaires doivent être un nombre entier de 0 à 1000',
  'server.companies.retention': 'La conservation doit être comprise entre 1 et 120 mois',
  'server.lists.categoryNotFound': 'Catégorie introuvable',
  'server.lists.tagNotFound': 'Étiquette introuvable',
  'server.lists.faqCategoryNotFound': 'Catégorie de FAQ introuvable',
  'server.lists.faqTagNotFound': 'Étiquette de FAQ introuvable',
  'server.lists.helpCategoryNotFound': 'Catégorie d’aide introuvable',
  'server.lists.categoryNameRequired': 'Le nom de la catégorie est obligatoire',
  'server.lists.tagNameRequired': 'Le nom du tag est obligatoire',
  'server.lists.nameRequired': 'Le nom est obligatoire',
  'server.lists.colour': 'La couleur doit être une couleur hexadécimale comme #000000',
  'server.lists.resourceRequired': 'La ressource est obligatoire',
  'server.lists.unknownResource': 'Ressource inconnue',
  'server.lists.idsRequired': 'Les identifiants sont obligatoires',
  'server.lists.unknownIds': 'Inconnus ou ne vous appartenant pas : {ids}',

  // Scenarios and their slides
  'server.scenarios.notFound': 'Scénario introuvable',
  'server.scenarios.favoriteNotFound': 'Favori introuvable',
  'server.scenarios.publicOperatorOnly':
    'Seul l’opérateur de la plateforme peut publier des scénarios dans la bibliothèque publique',
  'server.scenarios.ownCompany': 'Vous ne pouvez créer des scénarios que pour votre propre entreprise',
  'server.scenarios.cannotChange': 'Vous ne pouvez pas modifier ce scénario',
  'server.scenarios.cannotDelete': 'Vous ne pouvez pas supprimer ce scénario',
  'server.scenarios.descriptionShort': 'La description doit comporter au moins 10 caractères',
  'server.scenarios.descriptionLong': 'La description ne doit pas dépasser 100 caractères',
  'server.scenarios.scriptRequired': 'Le script est obligatoire',
  'server.scenarios.scriptShort': 'Le script doit comporter au moins 10 caractères',
  'server.scenarios.scriptLong': 'Le script ne doit pas dépasser 1000 caractères',
  'server.scenarios.authorRequired': 'L’auteur est obligatoire',
  'server.scenarios.thumbnail': 'La miniature doit être un fichier',
  'server.scenarios.linkRequired': 'Le lien est obligatoire',
  'server.scenarios.link': 'Chaque lien doit être une URL valide',
  'server.scenarios.typeRequired': 'Le type est obligatoire',
  'server.scenarios.unknownCompany': 'Entreprise inconnue',
  'server.slides.required': 'Au moins une diapositive est requise',
  'server.slides.typeRequired': 'Le type de diapositive est obligatoire',
  'server.slides.captions': 'Les sous-titres doivent être un fichier WebVTT',
  'server.slides.responses': 'Toutes les réponses doivent être remplies',
  'server.slides.suggestedTime': 'La durée suggérée doit être comprise entre 0 et 600 minutes',
  'server.slides.promptLength': 'La consigne doit comporter au plus 200 caractères',
  'server.slides.videoTitle': 'Le titre est obligatoire pour les diapositives vidéo',
  'server.slides.videoScript': 'Le script est obligatoire pour les diapositives vidéo',
  'server.slides.videoUpload': 'Un import est obligatoire pour les diapositives vidéo',
  'server.slides.pollTitle': 'Le titre est obligatoire pour les diapositives de sondage',
  'server.slides.pollSubtext': 'Le sous-titre est obligatoire pour les diapositives de sondage',
  'server.slides.pollReveal': 'Choisissez quand les résultats s’affichent',
  'server.slides.pollThreshold': 'Les réponses minimales doivent être un nombre entier de 1 à 1000',
  'server.slides.pollAnswerCount': '« Afficher le nombre de réponses » doit être activé ou désactivé',
  'server.slides.pollResultsTwice': 'Ce sondage a déjà une diapositive de résultats',
  'server.slides.wordCloudPrompt': 'La consigne est obligatoire pour les diapositives de nuage de mots',
  'server.slides.wordCloudEntries': 'Le nombre d’entrées par participant doit être 1, 2 ou 3',
  'server.slides.commitmentPrompt': 'La consigne est obligatoire pour les diapositives d’engagement',
  'server.slides.decisionTitle': 'Le titre est obligatoire pour les diapositives de décision',
  'server.slides.decisionOptions': 'Une décision a besoin de 2 à 4 options',
  'server.slides.decisionLabel': 'Chaque option a besoin d’un libellé',
  'server.slides.decisionLabelLength': 'Le libellé d’une option doit comporter au plus 120 caractères',
  'server.slides.decisionEmptyPath': 'Chaque option a besoin d’au moins une diapositive dans son chemin',
  'server.slides.decisionRejoin':
    'Un chemin doit rejoindre une diapositive de la ligne principale après sa décision',
  'server.slides.decisionNested': 'Une décision ne peut pas être dans un chemin',
  'server.slides.decisionGrouped':
    'Les diapositives d’un chemin doivent suivre leur décision, groupées par option',
  'server.slides.decisionUnreachable': 'Aucun chemin ne mène à cette diapositive',
  'server.slides.decisionVideo': 'La vidéo doit être un fichier téléversé',
  'server.slides.roadNotTaken': '« Montrer le chemin non pris » doit être activé ou désactivé',

  // Help: FAQs and guides
  'server.help.faqNotFound': 'FAQ introuvable',
  'server.help.guideNotFound': 'Guide d’aide introuvable',
  'server.help.questionLength': 'La question doit comporter au plus 255 caractères',
  'server.help.answerRequired': 'La réponse est obligatoire',
  'server.help.answerLength': 'La réponse doit comporter au plus 1000 caractères',
  'server.help.titleLength': 'Le titre doit comporter au plus 255 caractères',
  'server.help.descriptionLength': 'La description doit comporter au plus 2000 caractères',
  'server.help.audienceLength': 'Le public cible doit comporter au plus 255 caractères',

  // Uploads
  'server.uploads.fileNameRequired': 'Le nom du fichier est obligatoire',
  'server.uploads.fileTypeRequired': 'Le type de fichier est obligatoire',
  'server.uploads.fileType': 'Ce type de fichier n’est pas autorisé',
  'server.uploads.fileTypes':
    'Ce type de fichier n’est pas autorisé (images, vidéos et fichiers PDF uniquement)',
  'server.uploads.fileSize': 'La taille du fichier doit être un nombre d’octets',
  'server.uploads.tooLarge': 'Le fichier est trop volumineux ({megabytes} Mo au maximum)',
  'server.uploads.linkInvalid': 'Ce lien de téléversement n’est pas valide ou a expiré',
  'server.uploads.contentType': 'Le fichier doit être envoyé avec Content-Type {contentType}',
  'server.uploads.interrupted': 'Le téléversement a été interrompu',
  'server.uploads.fileNotFound': 'Fichier introuvable',
  'server.uploads.overLimit': 'Le fichier dépasse la limite signée de {max} octets',

  // Sessions, impact, check-ins
  'server.sessions.notFound': 'Session introuvable',
  'server.sessions.open': 'Fermez la session en cours pour en démarrer une nouvelle',
  'server.sessions.noFreeCode': 'Aucun code de session n’est libre pour le moment ; veuillez réessayer',
  'server.sessions.followUpDays': 'Le suivi doit avoir lieu après 7, 14 ou 30 jours',
  'server.sessions.followUpSent': 'Le suivi a déjà été envoyé.',
  'server.sessions.completedAtRequired': 'L’heure de fin est obligatoire',
  'server.sessions.completedAt': 'L’heure de fin doit être une date et une heure',
  'server.impact.dateRange': 'La date de début doit être antérieure ou égale à la date de fin',
  'server.impact.otherCompany': 'Vous ne pouvez consulter que les rapports de votre propre entreprise',
  'server.impact.pdfUnavailable':
    'L’export PDF n’est pas disponible pour le moment. Réessayez dans une minute.',
  'server.impact.pdfOnePerUser':
    'Votre export PDF est encore en cours. Attendez qu’il se termine, puis réessayez.',
  'server.playlists.notFound': 'Playlist introuvable',
  'server.playlists.titleLength': 'Le titre doit comporter au plus 120 caractères',
  'server.playlists.teamNameLength': 'Le nom de l’équipe doit comporter au plus 120 caractères',
  'server.playlists.cadence': 'Le rythme doit être hebdomadaire, toutes les deux semaines ou mensuel',
  'server.playlists.stepsRequired': 'Ajoutez au moins un scénario',
  'server.playlists.scenario': 'Choisissez un scénario de votre bibliothèque',
  'server.playlists.step': 'Cette étape ne fait pas partie de la playlist',
  'server.playlists.stepScenario': 'Le scénario doit être celui de l’étape de la playlist',
  'server.checkIn.invalid': 'Ce lien de suivi n’est pas valide.',
  'server.checkIn.expired': 'Ce lien de suivi a expiré.',
  'server.checkIn.answered': 'Ce suivi a déjà reçu une réponse.',

  // Single sign-on
  'server.sso.plan': 'L’authentification unique n’est disponible qu’avec l’offre Enterprise',
  'server.sso.notSetUp': 'L’authentification unique n’est pas configurée pour cette adresse e-mail',
  'server.sso.noKey':
    'L’authentification unique n’est pas disponible sur ce serveur : SSO_SECRET_KEY n’est pas définie',
  'server.sso.passwordOff':
    'Votre entreprise se connecte par authentification unique. Utilisez Continuer avec le SSO.',
  'server.sso.attemptExpired': 'Cette connexion a expiré ou a déjà été utilisée. Veuillez réessayer.',
  'server.sso.notVerified':
    'La réponse du fournisseur de connexion n’a pas pu être vérifiée. Veuillez réessayer.',
  'server.sso.providerRefused': 'Le fournisseur de connexion ne vous a pas connecté.',
  'server.sso.noEmail': 'Le fournisseur de connexion n’a pas communiqué d’adresse e-mail vérifiée.',
  'server.sso.outsideDomains':
    'Cette adresse e-mail n’est pas couverte par l’authentification unique de votre entreprise.',
  'server.sso.otherCompany':
    'Ce compte appartient à une autre entreprise. Connectez-vous avec votre mot de passe.',
  'server.sso.archived':
    'Votre compte a été archivé. Demandez à l’administrateur de votre entreprise de le restaurer.',
  'server.sso.codeExpired': 'Cette connexion a expiré. Veuillez réessayer.',
  'server.sso.unreachable': 'Le fournisseur de connexion est injoignable. Veuillez réessayer plus tard.',
  'server.sso.secretUnreadable':
    'L’authentification unique n’est pas disponible : le secret client enregistré ne peut pas être lu avec la SSO_SECRET_KEY de ce serveur. Saisissez à nouveau le secret client.',
  'server.sso.customersOnly': 'L’authentification unique est réservée aux entreprises clientes',
  'server.branding.color': 'Saisissez une couleur au format #RRGGBB, par exemple #1d4ed8',
  'server.branding.contrastLight':
    'Trop claire pour être lue sur la scène claire : contraste {ratio, number}:1, le texte exige au moins 4,5:1. Choisissez une couleur plus foncée.',
  'server.branding.contrastDark':
    'Trop foncée pour être lue sur la scène sombre : contraste {ratio, number}:1, le texte exige au moins 4,5:1. Choisissez une couleur plus claire.',
  'server.branding.logoUrl': 'Le logo doit être une adresse http(s)',
  'server.sso.domain': 'Saisissez des domaines e-mail comme example.com',
  'server.sso.domainsRequired': 'Ajoutez au moins un domaine e-mail',
  'server.sso.domainsMax': '50 domaines de messagerie au maximum',
  'server.sso.ownDomains':
    'Seuls les domaines des adresses des utilisateurs de votre entreprise peuvent être ajoutés (pas {domains}) ; demandez les autres à l’opérateur de la plateforme',
  'server.sso.domainTaken': 'Un domaine est couvert par l’authentification unique d’une autre entreprise',
  'server.sso.domainsTaken': 'Déjà couverts par l’authentification unique d’une autre entreprise : {domains}',
  'server.sso.issuerRequired': 'L’URL de l’émetteur est obligatoire',
  'server.sso.issuer': 'L’URL de l’émetteur doit être une adresse http(s)',
  'server.sso.issuerHttps': 'L’URL de l’émetteur doit être une adresse https://',
  'server.sso.noProvider':
    'Aucun fournisseur OpenID Connect ne répond à cette URL d’émetteur (son .well-known/openid-configuration)',
  'server.sso.clientIdRequired': 'L’ID client est obligatoire',
  'server.sso.clientSecretRequired': 'Le secret client est obligatoire',
  'server.sso.clientSecretAgain': 'Saisissez à nouveau le secret client',
  'server.sso.linkPending':
    'Confirmez d’abord avec votre mot de passe Ready Teams pour lier votre fournisseur de connexion.',
  'server.sso.linkPasswordWrong':
    'Mot de passe incorrect. Saisissez le mot de passe avec lequel vous vous connectez à Ready Teams.',

  // The live channel
  'server.live.noSession': 'Aucune session en direct avec le code {pin}',
  'server.live.noRecord': 'Aucun enregistrement trouvé pour l’id « {id} »',
  'server.live.notAllowed': 'Vous n’êtes pas autorisé à piloter cette session.',
  'server.live.tryAgain': 'Un problème est survenu. Veuillez réessayer.',
  'server.live.noLiveSession': 'Aucune session en direct',
  'server.live.ended': 'La session est terminée.',
  'server.live.movedOn': 'L’animateur est passé à la suite ; cette question est close.',
  'server.live.noSlide': 'Cette diapositive n’existe pas.',
  'server.live.videoAction': 'Action vidéo inconnue.',
  'server.live.noWordCloud': 'Il n’y a pas de nuage de mots sur cette diapositive.',
  'server.live.noWord': 'Ce mot n’existe pas.',
  'server.live.hiddenInvalid': 'Indiquez si le mot est masqué.',
  'server.live.moderation': 'Modération inconnue.',
  'server.live.noBoard': 'Il n’y a pas de mur de discussion sur cette diapositive.',
  'server.live.postingOpen': 'Indiquez si la publication est ouverte.',
  'server.live.noDecision': 'Il n’y a pas de décision sur cette diapositive.',
  'server.live.noOption': 'Cette option n’existe pas.',
  'server.live.revealedInvalid': 'Indiquez si la répartition des votes est affichée.',
  'server.live.tie': 'Égalité : choisissez une option.',
  'server.live.noVotes': 'Personne n’a encore voté : choisissez une option.',
  'server.live.decideFirst': 'Prenez d’abord cette décision.',
  'server.live.participantsPulse': 'Seuls les participants peuvent envoyer un signal d’humeur.',
  'server.live.participantsPost': 'Seuls les participants peuvent publier.',
  'server.live.participantsVote': 'Seuls les participants peuvent voter.',
  'server.live.participantsCommit': 'Seuls les participants peuvent prendre un engagement.',
  'server.live.hostModerates': 'Seul l’animateur peut modérer les messages.',
  'server.live.hostPosting': 'Seul l’animateur peut activer ou désactiver la publication.',
  'server.live.hostDecides': 'Seul l’animateur peut prendre des décisions.',
  'server.live.noPost': 'Ce message n’existe pas.',
  'server.live.showFirst': 'Affichez ce message avant de le mettre en avant.',
  'server.live.answerInvalid': 'Cette réponse n’est pas valide.',
  'server.live.signalInvalid': 'Ce signal n’est pas valide.',
  'server.live.signalAgain': 'Vous venez de l’envoyer. Vous pourrez le renvoyer dans une minute.',
  'server.live.noQuestion': 'Cette question n’existe pas sur cette diapositive.',
  'server.live.postInvalid': 'Ce message n’est pas valide.',
  'server.live.postEmpty': 'Écrivez quelque chose avant de publier.',
  'server.live.postLength': 'Les messages comptent au maximum {max} caractères.',
  'server.live.postingOff': 'La publication est désactivée pour cette diapositive.',
  'server.live.postLimit': 'Vous pouvez publier jusqu’à {max} contributions par question.',
  'server.live.voteInvalid': 'Ce vote n’est pas valide.',
  'server.live.ownPost': 'Vous ne pouvez pas voter pour votre propre message.',
  'server.live.notShown': 'Ce message n’est pas sur le mur.',
  'server.live.alreadyVoted': 'Vous avez déjà voté pour ce message.',
  'server.live.notVoted': 'Vous n’avez pas voté pour ce message.',
  'server.live.noCommitment': 'Il n’y a pas d’engagement sur cette diapositive.',
  'server.live.commitmentInvalid': 'Cet engagement n’est pas valide.',
  'server.live.commitmentEmpty': 'Écrivez d’abord votre engagement.',
  'server.live.commitmentLength': 'Les engagements comptent au maximum {max} caractères.',
  'server.live.commitmentEmail': 'Saisissez une adresse e-mail valide, ou laissez le champ vide.',
  'server.live.commitmentSourceCap':
    'Trop d’adresses de rappel ont été laissées depuis votre réseau pour cette session. Envoyez votre engagement sans adresse.',
  'server.live.practice': 'Les sessions d’entraînement n’envoient pas de rappels.',
  'server.live.tooFast': 'Vous envoyez trop vite. Patientez un instant, puis réessayez.',
  'server.live.feedInvalid':
    'Choisissez comment les publications s’affichent : dès leur arrivée ou après approbation.',
  'server.live.hostFeed': 'Seul l’animateur peut choisir comment les publications s’affichent.',
  'server.live.reactionInvalid': 'Cette réaction n’est pas valide.',
  'server.live.reactionsOff': 'L’animateur a désactivé les réactions.',
  'server.live.reactionsTooFast': 'Vous réagissez trop vite. Patientez quelques secondes, puis réessayez.',
  'server.live.participantsReact': 'Seuls les participants peuvent envoyer des réactions.',
  'server.live.hostReactions': 'Seul l’animateur peut activer ou désactiver les réactions.',
  'server.live.reactionsAllowedInvalid': 'Indiquez si les réactions sont activées.',

  // Mails
  'server.mail.resetSubject': 'Réinitialisez votre mot de passe Ready Teams',
  'server.mail.resetBody':
    'Bonjour {name},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte Ready Teams. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message ; votre mot de passe reste inchangé.\n',
  'server.mail.trialSubject': 'Confirmez votre adresse e-mail pour démarrer votre essai Ready Teams',
  'server.mail.trialBody':
    'Bonjour,\n\nPour confirmer cette adresse e-mail et démarrer votre essai gratuit de Ready Teams, ouvrez ce lien dans les 24 heures :\n\n{link}\n\nL’essai dure 4 semaines, sans carte bancaire. Si vous ne vous êtes pas inscrit, vous pouvez ignorer ce message : rien n’est créé tant que le lien n’est pas ouvert.\n',
  'server.mail.trialExistsSubject': 'Votre compte Ready Teams',
  'server.mail.trialExistsBody':
    'Bonjour {name},\n\nQuelqu’un a demandé à démarrer un essai gratuit avec cette adresse e-mail, qui a déjà un compte Ready Teams. Pour vous connecter, ouvrez :\n\n{signIn}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n\n{reset}\n\nSi vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message ; rien n’a changé.\n',
  'server.checkIn.question': 'L’avez-vous mis en pratique ?',
  'server.mail.followUpSubject': 'Votre engagement pris lors de {scenario}',
  'server.mail.followUpIntro':
    'Il y a {days, plural, one {# jour} many {# de jours} other {# jours}}, à la fin de « {scenario} », vous avez noté une chose que vous feriez autrement :',
  'server.mail.followUpAsk': 'Une seule question, sans compte :',
  'server.mail.followUpLink': 'Répondre au suivi',
  'server.mail.followUpPrivacy':
    'Le lien ne fonctionne qu’une fois. Votre adresse n’a servi qu’à cet e-mail et vient d’être supprimée.',
  'server.mail.followUpSource':
    'Vous recevez ce message parce que quelqu’un a saisi cette adresse à la fin de la session « {scenario} » animée par {company} le {date}.',
  'server.mail.followUpUnsubscribeNote':
    'Ce n’était pas vous, ou vous n’en voulez plus ? Un clic et Ready Teams n’écrira plus jamais à cette adresse, pour aucune entreprise :',
  'server.mail.followUpUnsubscribeLink': 'Ne plus jamais m’écrire',
  'server.unsubscribe.invalid': 'Ce lien de désinscription n’est pas valide.',
  'server.unsubscribe.confirm':
    'Ne plus envoyer aucun e-mail de suivi de Ready Teams à cette adresse, pour aucune entreprise ?',
  'server.unsubscribe.done': 'C’est fait : Ready Teams n’écrira plus jamais à cette adresse.',
} satisfies Record<keyof typeof en, string>;
