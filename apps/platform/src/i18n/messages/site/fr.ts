import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'site.backHome': 'Retour à l’accueil',
  'site.signIn': 'Se connecter',
  'site.tryLater': 'Réessayez plus tard',
  'site.forgotPassword': 'Mot de passe oublié ?',

  'site.header.home': 'Accueil Ready Teams',
  'site.header.tryFree': 'Essai gratuit',
  'site.header.openMenu': 'Ouvrir le menu',
  'site.header.closeMenu': 'Fermer le menu',
  'site.nav.main': 'Principale',
  'site.nav.mobile': 'Mobile',
  'site.nav.product': 'Produit',
  'site.nav.scenarios': 'Scénarios',
  'site.nav.features': 'Fonctionnalités',
  'site.nav.solutions': 'Solutions',
  'site.nav.pricing': 'Tarifs',

  'site.join.region': 'Rejoindre une session en direct',
  'site.join.label': 'Saisissez le code pour rejoindre une session en direct',
  'site.join.submit': 'Rejoindre',

  'site.hero.eyebrow': 'Formation d’équipe par scénarios',
  'site.hero.title': 'Les équipes prêtes gagnent',
  'site.hero.body':
    'Animez des formations en direct, entre pairs, fondées sur de vraies situations de travail. Votre équipe regarde, vote anonymement et en discute, et vous voyez ce qu’elle pense en temps réel.',
  'site.hero.seeHow': 'Découvrir le fonctionnement',
  'site.hero.claim.enterprise': 'Prêt pour l’entreprise',
  'site.hero.claim.anonymous': 'Anonyme et sécurisé',
  'site.hero.claim.analytics': 'Analyses en temps réel',
  'site.hero.claim.deployment': 'Déploiement immédiat',
  'site.hero.video': 'Vidéo de présentation de Ready Teams',
  'site.hero.watchDemo': 'Voir la démo',
  'site.hero.caption': 'Découvrez une session complète dans notre vidéo de 90 secondes.',

  'site.intro.peer.eyebrow': 'Apprentissage entre pairs',
  'site.intro.peer.title': 'Entraînez-vous aux conversations difficiles avant qu’elles n’arrivent',
  'site.intro.peer.body':
    'Les équipes examinent ensemble des situations de travail réalistes, votent anonymement sur ce qu’elles feraient et discutent de la meilleure réponse entre collègues. On retient bien plus longtemps ce que l’on a décidé ensemble que ce que l’on a parcouru seul en quelques clics.',
  'site.intro.peer.point1': 'Une bibliothèque de plus de 500 scénarios professionnels, prêts à l’emploi',
  'site.intro.peer.point2':
    'Les participants rejoignent la session depuis n’importe quel téléphone avec un code de 4 caractères',
  'site.intro.peer.point3': 'Aucun compte, aucune installation, aucun nom demandé aux participants',
  'site.intro.results.eyebrow': 'Des résultats prouvés',
  'site.intro.results.title': 'Une préparation que vous pouvez mesurer, pas seulement espérer',
  'site.intro.results.body':
    'Chaque session se termine par des questions de clôture qui comparent la confiance avant et après, pour que vous voyiez ce qui a changé. Les résultats arrivent dans votre tableau de bord en temps réel et s’exportent en un clic.',
  'site.intro.results.point1': 'Confiance avant et après, Net Promoter Score et commentaires libres',
  'site.intro.results.point2': 'Des rapports pour chaque session, prêts à partager avec la direction',
  'site.intro.results.point3': 'Une assistance 24 h/24, 7 j/7, dès que votre équipe se forme',

  'site.how.eyebrow': 'Comment ça marche',
  'site.how.title': 'Du scénario aux enseignements en trois étapes',
  'site.how.body':
    'Aucune installation ni compte pour les participants. Si vous pouvez partager votre écran, vous pouvez animer une session.',
  'site.how.start.title': 'Lancez la session',
  'site.how.start.body':
    'Choisissez un scénario dans la bibliothèque et appuyez sur Démarrer. Vous obtenez en quelques secondes un code de 4 caractères et un QR code pour votre téléphone.',
  'site.how.engage.title': 'Les équipes participent',
  'site.how.engage.body':
    'Les participants rejoignent la session anonymement depuis leur téléphone, regardent le scénario, répondent aux sondages et discutent de ce qu’ils feraient.',
  'site.how.insights.title': 'Obtenez des enseignements',
  'site.how.insights.body':
    'Les réponses deviennent des graphiques en direct pendant la session, puis un rapport complet, pour que vous sachiez où en est votre équipe.',

  'site.library.eyebrow': 'Bibliothèque de scénarios',
  'site.library.title': 'Plus de 500 scénarios professionnels, prêts à l’emploi',
  'site.library.body':
    'Des situations courtes et réalistes, écrites avec des professionnels de terrain. Choisissez-en une et lancez une session en quelques minutes.',
  'site.category.hr.title': 'Ressources humaines',
  'site.category.hr.body':
    'Recrutement, feedback, entretiens de performance et tous les moments entre les deux.',
  'site.category.sales.title': 'Ventes',
  'site.category.sales.body':
    'Découverte, objections et négociation, travaillées avant l’appel avec le client.',
  'site.category.safety.title': 'Sécurité',
  'site.category.safety.body':
    'Culture de la prise de parole, presque-accidents et décisions qui protègent chacun.',
  'site.category.leadership.title': 'Leadership',
  'site.category.leadership.body':
    'Délégation, décisions difficiles et conduite des équipes dans le changement.',
  'site.category.service.title': 'Service client',
  'site.category.service.body':
    'Désamorcer les tensions, faire preuve d’empathie et transformer les réclamations en fidélité.',
  'site.category.compliance.title': 'Conformité',
  'site.category.compliance.body':
    'Éthique, protection des données et zones grises que les règles ne précisent pas.',
  'site.category.culture.title': 'Culture et inclusion',
  'site.category.culture.body':
    'Appartenance, préjugés et construction d’un lieu de travail où chacun contribue.',
  'site.category.custom.title': 'Scénarios sur mesure',
  'site.category.custom.body':
    'Vos propres situations, écrites avec notre équipe pour vos collaborateurs et vos règles.',

  'site.features.eyebrow': 'Fonctionnalités',
  'site.features.title': 'Tout ce qu’il faut pour des formations dont on parle',
  'site.features.body':
    'Conçu pour les animateurs, apprécié des administrateurs, simple pour les participants.',
  'site.feature.scenarios.title': 'Apprentissage par scénarios',
  'site.feature.scenarios.body':
    'De courts scénarios vidéo tirés de vrais lieux de travail plongent les équipes dans l’action et rendent chaque discussion concrète.',
  'site.feature.management.title': 'Outils de gestion',
  'site.feature.management.body':
    'La gestion des équipes, les playlists et la création de scénarios sur mesure gardent chaque animateur et chaque session bien organisés.',
  'site.feature.analytics.title': 'Analyses en temps réel',
  'site.feature.analytics.body':
    'Résultats des sondages en direct, évolution de la confiance et chiffres de participation pendant la session, puis des rapports.',
  'site.feature.anonymous.title': 'Participation anonyme et sécurisée',
  'site.feature.anonymous.body':
    'Les participants ne s’inscrivent jamais et ne donnent pas leur nom : ils répondent donc honnêtement. Vos données restent protégées.',

  'site.solutions.eyebrow': 'Solutions',
  'site.solutions.title': 'Pour chaque équipe qui travaille avec des personnes',
  'site.solutions.body':
    'Petites entreprises, grands groupes, écoles et associations utilisent Ready Teams pour préparer leurs équipes.',
  'site.industry.healthcare': 'Santé',
  'site.industry.higherEducation': 'Enseignement supérieur',
  'site.industry.manufacturing': 'Industrie',
  'site.industry.automotive': 'Automobile',
  'site.industry.financialServices': 'Services financiers',
  'site.industry.nonprofits': 'Associations',
  'site.industry.technology': 'Technologie',
  'site.industry.government': 'Secteur public',
  'site.industry.legal': 'Juridique',
  'site.industry.hospitality': 'Hôtellerie-restauration',
  'site.industry.retail': 'Commerce de détail',

  'site.customers.title': 'Ils nous font confiance et prennent la préparation au sérieux',
  'site.stats.rating.value': '4,9/5',
  'site.stats.rating.label': 'Note moyenne',
  'site.stats.organizations.value': '250+',
  'site.stats.organizations.label': 'Organisations',
  'site.stats.learners.value': '50 000+',
  'site.stats.learners.label': 'Apprenants',

  'site.pricing.eyebrow': 'Tarifs',
  'site.pricing.title': 'Des tarifs simples par animateur',
  'site.pricing.body':
    'Chaque offre commence par un essai gratuit de 4 semaines. Aucune carte bancaire requise.',
  'site.pricing.perHost': 'par animateur / mois',
  'site.pricing.billedYearly': 'Facturé annuellement, hors taxes',
  'site.pricing.startTrial': 'Commencer l’essai gratuit',
  'site.plan.core.tag': 'Offre spéciale',
  'site.plan.core.title': 'Core',
  'site.plan.core.description':
    'Tout ce dont un animateur a besoin pour des sessions captivantes avec toute la bibliothèque.',
  'site.plan.core.feature1': 'Sessions et participants illimités',
  'site.plan.core.feature2': 'Accès à toute la bibliothèque',
  'site.plan.core.feature3': 'Assistance prioritaire par e-mail',
  'site.plan.pro.tag': 'Excellente offre',
  'site.plan.pro.title': 'Pro',
  'site.plan.pro.description':
    'Pour les équipes qui veulent des scénarios écrits pour elles et de l’aide pour animer les sessions.',
  'site.plan.pro.feature1': 'Tout ce que comprend Core',
  'site.plan.pro.feature2': 'Jusqu’à 5 scénarios sur mesure par an',
  'site.plan.pro.feature3': 'Jusqu’à 4 crédits d’animation par un tiers',
  'site.plan.pro.feature4': 'Gestion des équipes et playlists',
  'site.plan.pro.feature5': 'Assistance prioritaire par visioconférence',
  'site.plan.enterprise.tag': 'Sur demande',
  'site.plan.enterprise.title': 'Enterprise',
  'site.plan.enterprise.price': 'Sur mesure',
  'site.plan.enterprise.priceUnit': 'tarif',
  'site.plan.enterprise.billingNote': 'Adapté à votre organisation',
  'site.plan.enterprise.description':
    'Pour les organisations qui déploient la formation par scénarios dans de nombreuses équipes et sur de nombreux sites.',
  'site.plan.enterprise.feature1': 'Tout ce que comprend Pro',
  'site.plan.enterprise.feature2': 'Développement illimité de scénarios sur mesure',
  'site.plan.enterprise.feature3': 'Remises sur volume pour les licences animateur',
  'site.plan.enterprise.feature4': 'Intégration SSO',
  'site.plan.enterprise.feature5': 'Intégration et accompagnement client dédiés',
  'site.plan.enterprise.button': 'Nous contacter',

  'site.footer.tagline':
    'La formation de groupe en direct, par scénarios, qui prépare les équipes aux moments qui comptent.',
  'site.footer.nav': 'Pied de page',
  'site.footer.product': 'Produit',
  'site.footer.contact': 'Contact',
  'site.footer.privacy': 'Politique de confidentialité',
  'site.footer.terms': 'Conditions d’utilisation',
  'site.footer.accessibility': 'Accessibilité',
  'site.footer.rights': '© {year} {company} Tous droits réservés.',

  'site.auth.panel.title': 'Jouez un scénario avec votre équipe en quelques minutes !',
  'site.auth.panel.body':
    'Créez des expériences d’apprentissage captivantes et immersives aux résultats mesurables.',
  'site.auth.point.interactive.title': 'Apprentissage interactif',
  'site.auth.point.interactive.body': 'Scénarios, sondages et discussions qui impliquent chaque participant.',
  'site.auth.point.analytics.title': 'Analyses en temps réel',
  'site.auth.point.analytics.body': 'Voyez ce que pense votre équipe pendant que la session se déroule.',
  'site.auth.point.setup.title': 'Mise en place facile',
  'site.auth.point.setup.body':
    'Choisissez un scénario, partagez un code, lancez. Rien à installer pour personne.',

  'site.signInPage.title': 'Bon retour parmi nous',
  'site.signInPage.subtitle': 'Connectez-vous pour animer votre prochaine session.',
  'site.signInPage.finishing': 'Connexion en cours...',
  'site.signInPage.providerSessionOpen':
    'Vous êtes déconnecté de Ready Teams. Votre session {provider} est toujours ouverte : déconnectez-vous aussi de celle-ci sur un ordinateur partagé.',
  'site.signInPage.newHere': 'Nouveau sur Ready Teams ?',
  'site.signInPage.startTrial': 'Commencer l’essai gratuit',

  'site.waitlist.title': 'Quelque chose de grand se prépare',
  'site.waitlist.body':
    'Nous apportons les dernières touches à Ready Teams. Laissez votre adresse e-mail et vous serez parmi les premiers à commencer votre essai gratuit de 4 semaines, sans carte bancaire.',
  'site.waitlist.thanks': 'Merci de votre inscription ! Nous vous préviendrons au lancement.',
  'site.waitlist.haveAccount': 'Vous avez déjà un compte ? <0>Se connecter</0>',
  'site.trial.title': 'Commencez votre essai gratuit',
  'site.trial.body':
    '4 semaines gratuites, sans carte bancaire. Votre équipe obtient son propre compte d’entreprise, dont vous êtes l’administrateur.',
  'site.trial.sent':
    'Nous avons envoyé un lien à {email}. Ouvrez-le dans les 24 heures pour confirmer votre adresse e-mail et démarrer votre essai.',
  'site.verify.title': 'Confirmez votre adresse e-mail',
  'site.verify.confirming': 'Confirmation de votre adresse e-mail...',
  'site.verify.invalid':
    'Ce lien est invalide, déjà utilisé ou expiré. Si vous avez déjà confirmé votre adresse e-mail, connectez-vous.',
  'site.verify.startAgain': 'Recommencer l’inscription',

  'site.forgot.back': 'Retour à la connexion',
  'site.forgot.title': 'Mot de passe oublié ?',
  'site.forgot.body':
    'Saisissez votre adresse e-mail professionnelle et nous vous enverrons un lien pour en définir un nouveau.',
  'site.forgot.sent':
    'Si un compte existe pour cette adresse, nous vous avons envoyé un lien pour réinitialiser votre mot de passe. Il est valable 1 heure.',
  'site.reset.title': 'Définir un nouveau mot de passe',
  'site.reset.body': 'Choisissez un mot de passe d’au moins 8 caractères.',
  'site.reset.done': 'Votre mot de passe a été modifié. Vous pouvez désormais vous connecter avec celui-ci.',
  'site.reset.invalid': 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
  'site.reset.requestNew': 'Demander un nouveau lien',

  'site.shell.loading': 'Chargement...',

  'site.legal.lastUpdated': 'Dernière mise à jour : {date}',
  'site.legal.englishPrevails':
    'Cette traduction vous est fournie pour votre commodité. En cas de divergence avec la version anglaise, la version anglaise prévaut.',
  'site.legal.sectionTitle': '{number}. {title}',

  'site.privacy.title': 'Politique de confidentialité',
  'site.privacy.intro':
    'Votre vie privée compte pour nous, comme celle des personnes qui rejoignent vos sessions. Cette politique décrit ce que nous collectons, pourquoi, et les choix dont vous disposez.',
  'site.privacy.introduction.title': 'Introduction',
  'site.privacy.introduction.p1':
    'Cette politique explique comment {company} (« Ready Teams », « nous ») traite les informations personnelles lorsque vous visitez notre site, utilisez la plateforme en tant qu’animateur ou administrateur, ou rejoignez une session en tant que participant.',
  'site.privacy.collect.title': 'Informations que nous collectons',
  'site.privacy.collect.p1': 'Nous ne collectons que ce qui est nécessaire au fonctionnement du service :',
  'site.privacy.collect.item1':
    'Informations personnelles : nom, adresse e-mail professionnelle, entreprise et offre des titulaires de compte ; l’adresse e-mail que vous nous donnez pour la liste d’attente.',
  'site.privacy.collect.item2':
    'Informations d’utilisation : sessions lancées, scénarios utilisés, réponses anonymes données pendant les sessions, et données techniques comme le type de navigateur et l’adresse IP.',
  'site.privacy.collect.item3':
    'Informations de communication : les messages que vous envoyez à notre équipe d’assistance et vos préférences en matière d’e-mails.',
  'site.privacy.use.title': 'Utilisation des informations',
  'site.privacy.use.p1':
    'Nous utilisons les informations pour fournir et sécuriser le service, montrer aux animateurs et aux administrateurs les résultats de leurs sessions, répondre aux demandes d’assistance, facturer les abonnements et améliorer le produit. Nous n’envoyons des nouveautés produit qu’aux personnes qui les ont demandées, et chaque message permet de se désabonner.',
  'site.privacy.sharing.title': 'Partage des informations',
  'site.privacy.sharing.p1': 'Nous ne vendons pas d’informations personnelles. Nous ne les partageons que :',
  'site.privacy.sharing.item1':
    'avec les administrateurs de votre organisation, qui peuvent voir ses utilisateurs et les rapports de ses sessions ;',
  'site.privacy.sharing.item2':
    'avec des prestataires qui hébergent, envoient des e-mails ou facturent pour notre compte, dans le cadre d’engagements de confidentialité écrits ;',
  'site.privacy.sharing.item3':
    'lorsque la loi, une décision de justice ou la protection de la sécurité d’une personne l’exige ;',
  'site.privacy.sharing.item4':
    'en cas de fusion, d’acquisition ou de cession d’actifs, lorsque l’acquéreur respecte les engagements de cette politique.',
  'site.privacy.security.title': 'Sécurité des données',
  'site.privacy.security.p1':
    'Les mots de passe sont stockés avec un hachage à sens unique moderne, les connexions sont chiffrées et l’accès aux données de production est réservé au personnel qui en a besoin. Aucun système n’est parfaitement sûr : nous surveillons donc aussi les incidents et y répondons.',
  'site.privacy.rights.title': 'Vos droits',
  'site.privacy.rights.p1': 'Selon votre lieu de résidence, vous pouvez nous demander :',
  'site.privacy.rights.item1': 'd’accéder aux informations personnelles que nous détenons sur vous ;',
  'site.privacy.rights.item2': 'de corriger des informations erronées ;',
  'site.privacy.rights.item3': 'de supprimer vos informations ;',
  'site.privacy.rights.item4': 'de vous opposer à certains traitements ou de les limiter ;',
  'site.privacy.rights.item5': 'de recevoir vos informations dans un format portable ;',
  'site.privacy.rights.item6':
    'de retirer un consentement donné auparavant, sans effet sur les traitements antérieurs.',
  'site.privacy.retention.title': 'Conservation des données',
  'site.privacy.retention.p1':
    'Nous conservons les informations de compte tant que votre compte est actif, puis pendant une courte période pour des raisons légales et de facturation. Les réponses des sessions sont conservées aussi longtemps que votre organisation conserve ses rapports, puis supprimées.',
  'site.privacy.transfers.title': 'Transferts internationaux',
  'site.privacy.transfers.p1':
    'Nous sommes établis aux États-Unis et pouvons traiter les informations dans ce pays ou partout où nos prestataires exercent leur activité. Lorsque nous transférons des informations à l’étranger, nous appliquons les garanties exigées par la loi.',
  'site.privacy.changes.title': 'Modifications de cette politique',
  'site.privacy.changes.p1':
    'Nous pouvons mettre à jour cette politique. Nous publierons ici la nouvelle version avec une nouvelle date et, pour les modifications importantes, en informerons les titulaires de compte par e-mail ou dans le produit.',
  'site.privacy.contact.title': 'Nous contacter',
  'site.privacy.contact.p1':
    'Écrivez à {email} ou à {company}, {street}, {city} pour toute question ou demande relative à la confidentialité.',

  'site.terms.title': 'Conditions d’utilisation',
  'site.terms.intro':
    'Veuillez lire attentivement ces conditions. Elles expliquent ce que vous pouvez attendre de nous et ce que nous attendons de vous lorsque vous utilisez Ready Teams.',
  'site.terms.acceptance.title': 'Acceptation des conditions',
  'site.terms.acceptance.p1':
    'Les présentes Conditions d’utilisation constituent un accord entre vous et {company} (« Ready Teams », « nous »). En créant un compte, en lançant une session ou en en rejoignant une, vous acceptez ces conditions. Si vous utilisez le service pour le compte d’une organisation, vous confirmez être habilité à engager cette organisation.',
  'site.terms.service.title': 'Description du service',
  'site.terms.service.p1':
    'Ready Teams est une plateforme cloud de formation de groupe en direct, par scénarios. Les animateurs choisissent des scénarios dans une bibliothèque, animent des sessions en direct que les participants rejoignent anonymement avec un code court, et consultent les résultats. Nous pouvons ajouter, modifier ou supprimer des fonctionnalités à mesure que le produit évolue.',
  'site.terms.accounts.title': 'Comptes',
  'site.terms.accounts.p1':
    'Vous devez avoir au moins 18 ans pour détenir un compte. Une personne ou une entité ne peut détenir qu’un seul compte. Vous êtes responsable de la confidentialité de votre mot de passe et de tout ce qui est fait avec votre compte ; prévenez-nous immédiatement si vous soupçonnez une utilisation non autorisée.',
  'site.terms.use.title': 'Utilisation acceptable',
  'site.terms.use.p1':
    'Vous vous engagez à ne pas faire un usage abusif du service. En particulier, vous ne devez pas :',
  'site.terms.use.item1':
    'mettre en ligne des contenus illicites, harcelants, discriminatoires ou portant atteinte aux droits d’autrui ;',
  'site.terms.use.item2': 'tenter d’identifier des participants anonymes contre leur volonté ;',
  'site.terms.use.item3':
    'sonder, analyser ou tester la sécurité du service, ni deviner des codes de session ;',
  'site.terms.use.item4':
    'revendre le service ou en concéder des sous-licences sans notre autorisation écrite.',
  'site.terms.billing.title': 'Abonnement et facturation',
  'site.terms.billing.p1':
    'Les offres payantes sont tarifées par animateur et facturées annuellement à l’avance. Les nouveaux comptes peuvent commencer par un essai gratuit de 4 semaines sans carte bancaire. Nous donnons un préavis d’au moins 30 jours avant qu’un changement de prix ne prenne effet.',
  'site.terms.billing.p2':
    'Vous pouvez résilier à tout moment ; le service se poursuit jusqu’à la fin de la période de facturation payée. Nous ne remboursons pas la durée prépayée non utilisée, sauf lorsque la loi l’exige. Les paiements échoués peuvent entraîner la suspension du service.',
  'site.terms.ip.title': 'Propriété intellectuelle',
  'site.terms.ip.p1':
    'Le service, la bibliothèque de scénarios et nos marques nous appartiennent ou appartiennent à nos concédants de licence. Vous conservez tous les droits sur les contenus que vous mettez en ligne et nous accordez la licence nécessaire pour les héberger et les montrer aux personnes de votre choix. Les scénarios sur mesure que nous écrivons pour vous relèvent de votre commande.',
  'site.terms.privacy.title': 'Confidentialité',
  'site.terms.privacy.p1':
    'Notre Politique de confidentialité explique ce que nous collectons et comment nous l’utilisons. Les participants rejoignent les sessions sans donner leur nom, et leurs réponses sont communiquées aux animateurs sans les identifier.',
  'site.terms.availability.title': 'Disponibilité du service et assistance',
  'site.terms.availability.p1':
    'Nous visons une disponibilité de 99,9 %, sans la garantir. Les maintenances planifiées sont annoncées à l’avance lorsque c’est possible. L’assistance est disponible par e-mail, avec un traitement prioritaire pour les offres qui l’incluent.',
  'site.terms.liability.title': 'Limitation de responsabilité',
  'site.terms.liability.p1':
    'Dans les limites permises par la loi, le service est fourni « en l’état » et nous ne sommes pas responsables des dommages indirects, accessoires ou consécutifs, ni des pertes de bénéfices ou de données. Notre responsabilité totale pour toute réclamation est limitée aux sommes que vous nous avez versées au cours des douze mois précédant la réclamation.',
  'site.terms.indemnification.title': 'Indemnisation',
  'site.terms.indemnification.p1':
    'Vous vous engagez à nous défendre et à nous garantir contre toute réclamation découlant des contenus que vous mettez en ligne, de votre violation des présentes conditions ou de votre atteinte aux droits d’autrui.',
  'site.terms.termination.title': 'Résiliation',
  'site.terms.termination.p1':
    'Vous pouvez fermer votre compte à tout moment. Nous pouvons suspendre ou résilier les comptes qui enfreignent ces conditions, qui restent impayés, ou lorsque la loi l’exige. À la résiliation, votre droit d’utiliser le service prend fin ; les clauses qui, par leur nature, doivent survivre, survivent.',
  'site.terms.law.title': 'Droit applicable',
  'site.terms.law.p1':
    'Les présentes conditions sont régies par le droit de l’État de New York, sans égard à ses règles de conflit de lois. Les tribunaux situés dans le comté de New York (New York) ont une compétence exclusive pour tout litige.',
  'site.terms.changes.title': 'Modifications de ces conditions',
  'site.terms.changes.p1':
    'Nous pouvons mettre à jour ces conditions. Pour les modifications importantes, nous donnons un préavis d’au moins 30 jours par e-mail ou dans le produit avant leur entrée en vigueur. Continuer à utiliser le service après cette date vaut acceptation des conditions mises à jour.',
  'site.terms.contact.title': 'Contact',
  'site.terms.contact.p1':
    'Questions sur ces conditions : écrivez à {email} ou à {company}, {street}, {city}.',

  'site.a11y.title': 'Déclaration d’accessibilité',
  'site.a11y.intro':
    'Ready Teams s’adresse à tous dans la salle : l’animateur qui mène une session et chaque participant qui la rejoint sur un téléphone. Cette déclaration indique ce que nous visons, comment nous le vérifions et où nous sommes encore en deçà aujourd’hui.',
  'site.a11y.target.title': 'Notre objectif',
  'site.a11y.target.p1':
    'Nous visons la conformité de Ready Teams aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2 au niveau AA : le site public, la connexion, la page participant sur les téléphones, l’écran de présentation et les commandes de l’animateur, le tableau de bord et l’espace d’administration.',
  'site.a11y.target.p2':
    'Aujourd’hui, le produit est partiellement conforme : l’essentiel atteint l’objectif, les limites ci-dessous pas encore.',
  'site.a11y.testing.title': 'Comment nous testons',
  'site.a11y.testing.p1':
    'La suite de tests du projet exécute ces vérifications, et tout échec la fait échouer :',
  'site.a11y.testing.item1':
    'Chaque écran et chaque état de composant a une story (657 stories du design system, des formulaires et d’écrans complets). Chacune est rendue dans Chromium et vérifiée avec axe ; toute violation fait échouer l’exécution, et les vérifications de couleur sont refaites dans l’autre thème, de sorte que le clair et le sombre sont tous deux vérifiés.',
  'site.a11y.testing.item2':
    'Les tests de bout en bout pilotent le vrai serveur dans Chromium et ouvrent chaque page de l’application, qui doit afficher son titre sans erreur ; la session en direct s’y déroule avec l’écran de présentation, les commandes de l’animateur et des téléphones à la fois.',
  'site.a11y.testing.item3':
    'Des parcours au clavier seul, sans aucun pointeur : la création d’un scénario à embranchements dans l’éditeur ; sur un téléphone, rejoindre avec le code, répondre à chaque type de question et modifier une réponse ; dans les commandes de l’animateur, avancer, révéler un vote, suivre le choix de la salle et terminer la session. Le focus doit arriver sur le nouveau contenu.',
  'site.a11y.testing.item4':
    'Annonces des lecteurs d’écran : dans ces parcours, le test lit le texte de la zone dynamique de la page après chaque étape (une nouvelle diapositive, une réponse reçue, des résultats affichés), c’est-à-dire ce qu’annonce un lecteur d’écran.',
  'site.a11y.testing.item5':
    'Chaque page à 320 pixels de large sans défilement horizontal, chaque commande des pages du téléphone d’au moins 44 sur 44 pixels, et le texte des questions sur l’écran de présentation à au moins 4 % de la hauteur de l’écran sur un ordinateur portable et sur un téléviseur.',
  'site.a11y.testing.item6':
    'Les pages en direct en cinq langues, dont l’arabe de droite à gauche, et dans une langue de test d’un tiers plus longue que l’anglais qui repère tout texte non traduit ou coupé ; un linter repère le texte écrit dans le code au lieu des traductions.',
  'site.a11y.notYet.title': 'Ce que nous n’avons pas encore fait',
  'site.a11y.notYet.p1':
    'Personne n’a encore parcouru le produit avec un lecteur d’écran (NVDA, JAWS, VoiceOver ou TalkBack) : les annonces ci-dessus sont vérifiées en lisant le texte de la zone dynamique, pas en l’écoutant. Les vérifications automatiques ne détectent qu’une partie des problèmes qu’une personne rencontre ; tant que des personnes ne l’ont pas utilisé ainsi, nous ne revendiquons pas une conformité totale.',
  'site.a11y.limitations.title': 'Limites connues',
  'site.a11y.limitations.p1': 'Ces parties n’atteignent pas encore l’objectif :',
  'site.a11y.limitations.item1':
    'Les champs de texte sont entourés d’un gris clair, avec un contraste de 1,44:1 par rapport à la page dans le thème clair et de 1,69:1 dans le thème sombre, en dessous du 3:1 que les WCAG demandent pour la bordure d’un contrôle. Les champs ont une étiquette, et un champ qui a le focus prend un contour plus foncé ou un anneau.',
  'site.a11y.limitations.item2':
    'Les vidéos n’ont des sous-titres que si leur auteur a mis en ligne un fichier de sous-titres avec la vidéo ; aucune vidéo n’a d’audiodescription. Les vidéos des scénarios de démonstration ont des sous-titres.',
  'site.a11y.limitations.item3':
    'L’écran de présentation est conçu pour l’écran partagé d’une salle, et les vidéos ne sont lues que là : les téléphones affichent chaque question, ses réponses et les résultats révélés, mais un participant qui ne voit pas cet écran manque la vidéo, sauf si l’animateur la décrit.',
  'site.a11y.limitations.item4':
    'Le PDF du rapport d’impact est imprimé par un navigateur sous forme de PDF balisé et n’a pas été vérifié avec un outil de contrôle de l’accessibilité des PDF.',
  'site.a11y.limitations.item5':
    'Les scénarios ne sont pas traduits : chacun s’affiche dans la langue dans laquelle son auteur l’a écrit. Les textes du produit lui-même sont en anglais, espagnol, allemand, français et arabe.',
  'site.a11y.pace.title': 'Rythme d’une session en direct',
  'site.a11y.pace.p1':
    'Le produit n’impose aucune limite de temps aux participants : l’animateur fait avancer la session, un participant peut modifier sa réponse jusque-là, et chaque téléphone peut signaler anonymement à l’animateur que la session va trop vite.',
  'site.a11y.feedback.title': 'Commentaires et contact',
  'site.a11y.feedback.p1':
    'Si quelque chose dans Ready Teams vous est difficile ou impossible à utiliser, écrivez à {email}. Indiquez-nous la page, ce que vous avez essayé de faire et, le cas échéant, votre technologie d’assistance ; nous vous répondrons et vous aiderons à accéder autrement aux mêmes informations.',
} satisfies Translation<typeof en>;
