// Die Meldungen des Servers auf Deutsch (die Quelle: en.ts).
import type en from './en.js';

export default {
  // Any request
  'server.error.notAuthenticated': 'Nicht angemeldet',
  'server.error.sessionExpired': 'Die Session ist abgelaufen. Bitte melden Sie sich erneut an.',
  'server.error.forbidden': 'Sie haben keine Berechtigung dafür',
  'server.error.notFound': 'Nicht gefunden',
  'server.error.pageNotFound': 'Seite nicht gefunden: {method} {path}',
  'server.error.invalidData': 'Ungültige Daten',
  'server.error.invalidValue': 'Ungültiger Wert',
  'server.error.invalidQueryParameter': 'Ungültiger Abfrageparameter „{name}“',
  'server.error.unknownField': 'Unbekanntes Feld „{name}“',
  'server.error.invalidField': '{field}: {problem}',
  'server.error.unknownReference': 'Unbekannt: {field}',
  'server.error.duplicate': 'Ein Eintrag mit diesem Wert existiert bereits',
  'server.error.inUse': 'Dieser Eintrag wird noch verwendet',
  'server.error.jsonBodyRequired': 'Ein JSON-Objekt als Inhalt ist erforderlich',
  'server.error.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON',
  'server.error.bodyTooLarge': 'Der Inhalt der Anfrage ist zu groß',
  'server.error.unsupportedContentType': 'Nicht unterstützter Inhaltstyp; senden Sie application/json',
  'server.error.requestTimeout': 'Die Anfrage kam zu spät an',
  'server.error.busy': 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
  'server.error.unexpected': 'Auf dem Server ist ein Fehler aufgetreten',
  'server.error.notReady': 'Nicht bereit',

  // Attempt limits
  'server.limit.signIn':
    'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'server.limit.attempts':
    'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'server.limit.attemptsShort': 'Zu viele Versuche. Bitte warten Sie einige Minuten.',
  'server.limit.requests':
    'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'server.limit.resetMails': 'Zu viele E-Mails zum Zurücksetzen für dieses Konto.',
  'server.limit.joins': 'Zu viele Personen sind dieser Session aus deinem Netzwerk beigetreten.',

  // Fields many forms share
  'server.field.emailRequired': 'E-Mail ist erforderlich',
  'server.field.emailFormat': 'Ungültiges E-Mail-Format',
  'server.field.emailValid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'server.field.emailInvalid': 'Ungültige E-Mail',
  'server.field.passwordRequired': 'Passwort ist erforderlich',
  'server.field.passwordLength': 'Das Passwort muss mindestens 8 Zeichen haben',
  'server.field.firstNameRequired': 'Vorname ist erforderlich',
  'server.field.lastNameRequired': 'Nachname ist erforderlich',
  'server.field.companyRequired': 'Unternehmen ist erforderlich',
  'server.field.categoryRequired': 'Kategorie ist erforderlich',
  'server.field.scenarioRequired': 'Szenario ist erforderlich',
  'server.field.titleRequired': 'Titel ist erforderlich',
  'server.field.descriptionRequired': 'Beschreibung ist erforderlich',
  'server.field.questionRequired': 'Frage ist erforderlich',
  'server.field.tagsList': 'Tags müssen eine Liste sein',
  'server.field.unknownTag': 'Unbekannter Tag',
  'server.field.url': 'Muss eine gültige URL sein',
  'server.field.date': 'Ungültiges Datum',

  // Signing in, profile, password reset
  'server.auth.invalidLogin': 'Ungültige E-Mail oder ungültiges Passwort',
  'server.auth.strategyRequired': 'Strategie ist erforderlich',
  'server.auth.strategyInvalid': 'Die Strategie muss „local“, „jwt“ oder „sso“ sein',
  'server.auth.accessTokenRequired': 'Zugriffstoken ist erforderlich',
  'server.auth.currentPasswordRequired': 'Aktuelles Passwort ist erforderlich',
  'server.auth.currentPasswordIncorrect': 'Das aktuelle Passwort ist falsch',
  'server.auth.commonPassword':
    'Dieses Passwort gehört zu den häufigsten Passwörtern. Bitte wählen Sie ein anderes.',
  'server.auth.weakPassword':
    'Dieses Passwort ist zu leicht zu erraten. Wählen Sie ein längeres, zum Beispiel aus ein paar Wörtern, die nichts miteinander zu tun haben.',
  'server.auth.passwordChanged': 'Ihr Passwort wurde geändert.',
  'server.auth.resetRequested':
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, ist ein Link zum Zurücksetzen des Passworts unterwegs.',
  'server.auth.resetLinkInvalid': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen',
  'server.auth.passwordReset': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  'server.signUp.waitlistOnly':
    'Die Anmeldung erfolgt hier über die Warteliste. Bitte tragen Sie sich in die Warteliste ein.',
  'server.signUp.requested':
    'Sehen Sie in Ihrem Posteingang nach: Ein Link zur Bestätigung Ihrer E-Mail-Adresse ist unterwegs. Er gilt 24 Stunden.',
  'server.signUp.linkInvalid': 'Dieser Bestätigungslink ist ungültig, bereits verwendet oder abgelaufen',

  // Users and plans
  'server.users.notFound': 'Nutzer nicht gefunden',
  'server.users.ownCompany': 'Sie können nur Nutzer Ihres eigenen Unternehmens verwalten',
  'server.users.emailTaken': 'Es gibt bereits einen Nutzer mit dieser E-Mail-Adresse',
  'server.users.ownRights': 'Sie können sich nicht selbst die Adminrechte entziehen oder sich archivieren',
  'server.users.planRequired': 'Abonnement und Ablaufdatum sind für Nutzer ohne Adminrechte erforderlich',
  'server.plans.expired': 'Ihr Abonnement ist abgelaufen',
  'server.plans.changeOperatorOnly': 'Nur der Plattformbetreiber kann Abonnements ändern',
  'server.plans.trialOperatorOnly':
    'Eine kostenlose Testphase endet 4 Wochen nach Anlage des Nutzers; nur der Plattformbetreiber kann sie verlängern',
  'server.plans.extendOperatorOnly':
    'Nur der Plattformbetreiber kann ein Abonnement über das Ihres Unternehmens hinaus verlängern (bis {date})',
  'server.plans.seatsFull':
    'Das Abonnement Ihres Unternehmens hat {seats} Plätze, alle belegt; archivieren Sie einen Nutzer oder fragen Sie nach weiteren Plätzen',

  // Entitlements (services/entitlements.ts): a refusal names the plan that gives what was refused.
  'server.entitlements.customScenarios': 'Eigene Szenarien sind im Pro-Tarif enthalten',
  'server.entitlements.customScenariosUsed':
    'Alle {limit} eigenen Szenarien dieses Tarifjahres sind erstellt; unbegrenzt viele eigene Szenarien enthält der Enterprise-Tarif',
  'server.entitlements.playlists': 'Playlists sind im Pro-Tarif enthalten',
  'server.entitlements.teamManagement': 'Die Teamverwaltung ist im Pro-Tarif enthalten',

  // Companies, categories, tags
  'server.companies.notFound': 'Unternehmen nicht gefunden',
  'server.companies.operatorArchive': 'Das Betreiberunternehmen kann nicht archiviert werden',
  'server.companies.nameRequired': 'Name des Unternehmens ist erforderlich',
  'server.companies.extraCustomScenarios':
    'Zusätzliche eigene Szenarien müssen eine ganze Zahl von 0 bis 1000 sein',
  'server.companies.retention': 'Die Aufbewahrung muss zwischen 1 und 120 Monaten liegen',
  'server.lists.categoryNotFound': 'Kategorie nicht gefunden',
  'server.lists.tagNotFound': 'Tag nicht gefunden',
  'server.lists.faqCategoryNotFound': 'FAQ-Kategorie nicht gefunden',
  'server.lists.faqTagNotFound': 'FAQ-Tag nicht gefunden',
  'server.lists.helpCategoryNotFound': 'Hilfekategorie nicht gefunden',
  'server.lists.categoryNameRequired': 'Kategoriename ist erforderlich',
  'server.lists.tagNameRequired': 'Tag-Name ist erforderlich',
  'server.lists.nameRequired': 'Name ist erforderlich',
  'server.lists.colour': 'Die Farbe muss ein Hex-Farbwert wie #000000 sein',
  'server.lists.resourceRequired': 'Ressource ist erforderlich',
  'server.lists.unknownResource': 'Unbekannte Ressource',
  'server.lists.idsRequired': 'IDs sind erforderlich',
  'server.lists.unknownIds': 'Unbekannt oder nicht Ihre: {ids}',

  // Scenarios and their slides
  'server.scenarios.notFound': 'Szenario nicht gefunden',
  'server.scenarios.favoriteNotFound': 'Favorit nicht gefunden',
  'server.scenarios.publicOperatorOnly':
    'Nur der Plattformbetreiber kann Szenarien in der öffentlichen Bibliothek veröffentlichen',
  'server.scenarios.ownCompany': 'Sie können nur Szenarien für Ihr eigenes Unternehmen erstellen',
  'server.scenarios.cannotChange': 'Sie können dieses Szenario nicht ändern',
  'server.scenarios.cannotDelete': 'Sie können dieses Szenario nicht löschen',
  'server.scenarios.descriptionShort': 'Die Beschreibung muss mindestens 10 Zeichen haben',
  'server.scenarios.descriptionLong': 'Die Beschreibung darf 100 Zeichen nicht überschreiten',
  'server.scenarios.scriptRequired': 'Skript ist erforderlich',
  'server.scenarios.scriptShort': 'Das Skript muss mindestens 10 Zeichen haben',
  'server.scenarios.scriptLong': 'Das Skript darf 1000 Zeichen nicht überschreiten',
  'server.scenarios.authorRequired': 'Autor ist erforderlich',
  'server.scenarios.thumbnail': 'Das Vorschaubild muss eine Datei sein',
  'server.scenarios.linkRequired': 'Link ist erforderlich',
  'server.scenarios.link': 'Jeder Link muss eine gültige URL sein',
  'server.scenarios.typeRequired': 'Typ ist erforderlich',
  'server.scenarios.unknownCompany': 'Unbekanntes Unternehmen',
  'server.slides.required': 'Mindestens eine Folie ist erforderlich',
  'server.slides.typeRequired': 'Folientyp ist erforderlich',
  'server.slides.captions': 'Untertitel müssen eine WebVTT-Datei sein',
  'server.slides.responses': 'Alle Antworten müssen ausgefüllt sein',
  'server.slides.suggestedTime': 'Die empfohlene Zeit muss zwischen 0 und 600 Minuten liegen',
  'server.slides.promptLength': 'Der Impuls darf höchstens 200 Zeichen haben',
  'server.slides.videoTitle': 'Videofolien brauchen einen Titel',
  'server.slides.videoScript': 'Videofolien brauchen ein Skript',
  'server.slides.videoUpload': 'Videofolien brauchen einen Upload',
  'server.slides.pollTitle': 'Umfragefolien brauchen einen Titel',
  'server.slides.pollSubtext': 'Umfragefolien brauchen einen Untertitel',
  'server.slides.pollReveal': 'Wählen Sie, wann die Ergebnisse gezeigt werden',
  'server.slides.pollThreshold': 'Die Mindestzahl an Antworten muss eine ganze Zahl von 1 bis 1000 sein',
  'server.slides.pollAnswerCount': '„Anzahl der Antworten zeigen“ muss an oder aus sein',
  'server.slides.pollResultsTwice': 'Diese Umfrage hat bereits eine Ergebnisfolie',
  'server.slides.wordCloudPrompt': 'Wortwolkenfolien brauchen einen Impuls',
  'server.slides.wordCloudEntries': 'Die Einträge pro Person müssen 1, 2 oder 3 sein',
  'server.slides.commitmentPrompt': 'Vorsatzfolien brauchen einen Impuls',
  'server.slides.decisionTitle': 'Entscheidungsfolien brauchen einen Titel',
  'server.slides.decisionOptions': 'Eine Entscheidung braucht 2 bis 4 Optionen',
  'server.slides.decisionLabel': 'Jede Option braucht eine Bezeichnung',
  'server.slides.decisionLabelLength': 'Die Bezeichnung einer Option darf höchstens 120 Zeichen haben',
  'server.slides.decisionEmptyPath': 'Jede Option braucht mindestens eine Folie in ihrem Pfad',
  'server.slides.decisionRejoin':
    'Ein Pfad muss nach seiner Entscheidung zu einer Folie der Hauptlinie zurückkehren',
  'server.slides.decisionNested': 'Eine Entscheidung kann nicht in einem Pfad liegen',
  'server.slides.decisionGrouped':
    'Pfadfolien müssen direkt auf ihre Entscheidung folgen, nach Option gruppiert',
  'server.slides.decisionUnreachable': 'Kein Pfad führt zu dieser Folie',
  'server.slides.decisionVideo': 'Das Video muss eine hochgeladene Datei sein',
  'server.slides.roadNotTaken': '„Den nicht gewählten Weg zeigen“ muss an oder aus sein',

  // Help: FAQs and guides
  'server.help.faqNotFound': 'FAQ nicht gefunden',
  'server.help.guideNotFound': 'Hilfeleitfaden nicht gefunden',
  'server.help.questionLength': 'Die Frage darf höchstens 255 Zeichen haben',
  'server.help.answerRequired': 'Antwort ist erforderlich',
  'server.help.answerLength': 'Die Antwort darf höchstens 1000 Zeichen haben',
  'server.help.titleLength': 'Der Titel darf höchstens 255 Zeichen haben',
  'server.help.descriptionLength': 'Die Beschreibung darf höchstens 2000 Zeichen haben',
  'server.help.audienceLength': 'Die Zielgruppe darf höchstens 255 Zeichen haben',

  // Uploads
  'server.uploads.fileNameRequired': 'Dateiname ist erforderlich',
  'server.uploads.fileTypeRequired': 'Dateityp ist erforderlich',
  'server.uploads.fileType': 'Dieser Dateityp ist nicht erlaubt',
  'server.uploads.fileTypes': 'Dieser Dateityp ist nicht erlaubt (nur Bilder, Videos und PDF-Dateien)',
  'server.uploads.fileSize': 'Die Dateigröße muss eine Anzahl von Bytes sein',
  'server.uploads.tooLarge': 'Die Datei ist zu groß (höchstens {megabytes} MB)',
  'server.uploads.linkInvalid': 'Dieser Upload-Link ist ungültig oder abgelaufen',
  'server.uploads.contentType': 'Die Datei muss mit Content-Type {contentType} gesendet werden',
  'server.uploads.interrupted': 'Der Upload wurde unterbrochen',
  'server.uploads.fileNotFound': 'Datei nicht gefunden',
  'server.uploads.overLimit': 'Die Datei überschreitet die signierte Grenze von {max} Bytes',

  // Sessions, impact, check-ins
  'server.sessions.notFound': 'Session nicht gefunden',
  'server.sessions.open': 'Schließen Sie die laufende Session, um eine neue zu starten',
  'server.sessions.noFreeCode': 'Gerade ist kein Session-Code frei; bitte versuchen Sie es erneut',
  'server.sessions.followUpDays': 'Die Nachbefragung muss nach 7, 14 oder 30 Tagen erfolgen',
  'server.sessions.followUpSent': 'Die Nachbefragung wurde bereits verschickt.',
  'server.sessions.completedAtRequired': 'Abschlusszeit ist erforderlich',
  'server.sessions.completedAt': 'Die Abschlusszeit muss Datum und Uhrzeit sein',
  'server.impact.dateRange': 'Das Startdatum muss am oder vor dem Enddatum liegen',
  'server.impact.otherCompany': 'Sie können nur Berichte über Ihr eigenes Unternehmen erstellen',
  'server.impact.pdfUnavailable':
    'Der PDF-Export ist gerade nicht verfügbar. Versuchen Sie es in einer Minute erneut.',
  'server.impact.pdfOnePerUser':
    'Ihr PDF-Export wird noch erstellt. Warten Sie, bis er fertig ist, und versuchen Sie es dann erneut.',
  'server.playlists.notFound': 'Playlist nicht gefunden',
  'server.playlists.titleLength': 'Der Titel darf höchstens 120 Zeichen lang sein',
  'server.playlists.teamNameLength': 'Der Teamname darf höchstens 120 Zeichen lang sein',
  'server.playlists.cadence': 'Der Rhythmus muss wöchentlich, zweiwöchentlich oder monatlich sein',
  'server.playlists.stepsRequired': 'Fügen Sie mindestens ein Szenario hinzu',
  'server.playlists.scenario': 'Wählen Sie ein Szenario aus Ihrer Bibliothek',
  'server.playlists.step': 'Dieser Schritt gehört nicht zur Playlist',
  'server.playlists.stepScenario': 'Das Szenario muss das des Playlist-Schritts sein',
  'server.checkIn.invalid': 'Dieser Link zur Nachbefragung ist ungültig.',
  'server.checkIn.expired': 'Dieser Link zur Nachbefragung ist abgelaufen.',
  'server.checkIn.answered': 'Diese Nachbefragung wurde bereits beantwortet.',

  // Single sign-on
  'server.sso.plan': 'Single Sign-On ist nur im Enterprise-Tarif verfügbar',
  'server.sso.notSetUp': 'Single Sign-On ist für diese E-Mail-Adresse nicht eingerichtet',
  'server.sso.noKey':
    'Single Sign-On ist auf diesem Server nicht verfügbar: SSO_SECRET_KEY ist nicht gesetzt',
  'server.sso.passwordOff':
    'Ihr Unternehmen meldet sich per Single Sign-On an. Verwenden Sie „Weiter mit SSO“.',
  'server.sso.attemptExpired':
    'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
  'server.sso.notVerified':
    'Die Antwort des Anmeldeanbieters konnte nicht überprüft werden. Bitte versuchen Sie es erneut.',
  'server.sso.providerRefused': 'Der Anmeldeanbieter hat Sie nicht angemeldet.',
  'server.sso.noEmail': 'Der Anmeldeanbieter hat keine bestätigte E-Mail-Adresse übermittelt.',
  'server.sso.outsideDomains':
    'Diese E-Mail-Adresse ist nicht vom Single Sign-On Ihres Unternehmens abgedeckt.',
  'server.sso.otherCompany':
    'Dieses Konto gehört zu einem anderen Unternehmen. Melden Sie sich mit Ihrem Passwort an.',
  'server.sso.archived':
    'Ihr Konto wurde archiviert. Bitten Sie die Admins Ihres Unternehmens, es wiederherzustellen.',
  'server.sso.codeExpired': 'Diese Anmeldung ist abgelaufen. Bitte versuchen Sie es erneut.',
  'server.sso.unreachable': 'Der Anmeldeanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'server.sso.secretUnreadable':
    'Single Sign-On ist nicht verfügbar: Das gespeicherte Client-Secret kann mit dem SSO_SECRET_KEY dieses Servers nicht gelesen werden. Geben Sie das Client-Secret erneut ein.',
  'server.sso.customersOnly': 'Single Sign-On ist für Kundenunternehmen gedacht',
  'server.branding.color': 'Geben Sie eine Farbe als #RRGGBB ein, etwa #1d4ed8',
  'server.branding.contrastLight':
    'Zu hell für Text auf der hellen Bühne: Kontrast {ratio, number}:1, Text braucht mindestens 4,5:1. Wählen Sie eine dunklere Farbe.',
  'server.branding.contrastDark':
    'Zu dunkel für Text auf der dunklen Bühne: Kontrast {ratio, number}:1, Text braucht mindestens 4,5:1. Wählen Sie eine hellere Farbe.',
  'server.branding.logoUrl': 'Das Logo muss eine http(s)-Adresse sein',
  'server.sso.domain': 'Geben Sie E-Mail-Domains wie example.com ein',
  'server.sso.domainsRequired': 'Fügen Sie mindestens eine E-Mail-Domain hinzu',
  'server.sso.domainsMax': 'Höchstens 50 E-Mail-Domains',
  'server.sso.ownDomains':
    'Es können nur Domains der Adressen Ihrer Unternehmensnutzer hinzugefügt werden (nicht {domains}); fragen Sie den Plattformbetreiber nach weiteren',
  'server.sso.domainTaken': 'Eine Domain ist bereits vom Single Sign-On eines anderen Unternehmens abgedeckt',
  'server.sso.domainsTaken': 'Bereits vom Single Sign-On eines anderen Unternehmens abgedeckt: {domains}',
  'server.sso.issuerRequired': 'Aussteller-URL ist erforderlich',
  'server.sso.issuer': 'Die Aussteller-URL muss eine http(s)-Adresse sein',
  'server.sso.issuerHttps': 'Die Aussteller-URL muss eine https://-Adresse sein',
  'server.sso.noProvider':
    'Unter dieser Aussteller-URL antwortet kein OpenID-Connect-Anbieter (ihre .well-known/openid-configuration)',
  'server.sso.clientIdRequired': 'Client-ID ist erforderlich',
  'server.sso.clientSecretRequired': 'Client-Secret ist erforderlich',
  'server.sso.clientSecretAgain': 'Geben Sie das Client-Secret erneut ein',
  'server.sso.linkPending':
    'Bestätigen Sie zuerst mit Ihrem Ready-Teams-Passwort, um Ihren Anmeldeanbieter zu verknüpfen.',
  'server.sso.linkPasswordWrong':
    'Falsches Passwort. Geben Sie das Passwort ein, mit dem Sie sich bei Ready Teams anmelden.',

  // The live channel
  'server.live.noSession': 'Keine Live-Session mit dem Code {pin}',
  'server.live.noRecord': 'Kein Eintrag mit der ID „{id}“ gefunden',
  'server.live.notAllowed': 'Du darfst diese Session nicht steuern.',
  'server.live.tryAgain': 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
  'server.live.noLiveSession': 'Keine Live-Session',
  'server.live.ended': 'Die Session ist beendet.',
  'server.live.movedOn': 'Die Moderation ist weitergegangen; diese Frage ist geschlossen.',
  'server.live.noSlide': 'Diese Folie gibt es nicht.',
  'server.live.videoAction': 'Unbekannte Videoaktion.',
  'server.live.noWordCloud': 'Auf dieser Folie gibt es keine Wortwolke.',
  'server.live.noWord': 'Dieses Wort gibt es nicht.',
  'server.live.hiddenInvalid': 'Gib an, ob das Wort ausgeblendet ist.',
  'server.live.moderation': 'Unbekannte Moderationsaktion.',
  'server.live.noBoard': 'Auf dieser Folie gibt es keine Pinnwand.',
  'server.live.postingOpen': 'Gib an, ob Posten möglich ist.',
  'server.live.noDecision': 'Auf dieser Folie gibt es keine Entscheidung.',
  'server.live.noOption': 'Diese Option gibt es nicht.',
  'server.live.revealedInvalid': 'Gib an, ob die Stimmverteilung angezeigt wird.',
  'server.live.tie': 'Gleichstand: Wähle eine Option.',
  'server.live.noVotes': 'Noch hat niemand abgestimmt: Wähle eine Option.',
  'server.live.decideFirst': 'Triff zuerst diese Entscheidung.',
  'server.live.participantsPulse': 'Nur Teilnehmende können ein Stimmungssignal senden.',
  'server.live.participantsPost': 'Nur Teilnehmende können posten.',
  'server.live.participantsVote': 'Nur Teilnehmende können abstimmen.',
  'server.live.participantsCommit': 'Nur Teilnehmende können einen Vorsatz fassen.',
  'server.live.hostModerates': 'Nur die Moderation kann Beiträge moderieren.',
  'server.live.hostPosting': 'Nur die Moderation kann das Posten ein- oder ausschalten.',
  'server.live.hostDecides': 'Nur die Moderation kann Entscheidungen treffen.',
  'server.live.noPost': 'Diesen Beitrag gibt es nicht.',
  'server.live.showFirst': 'Zeig diesen Beitrag, bevor du ihn hervorhebst.',
  'server.live.answerInvalid': 'Diese Antwort ist ungültig.',
  'server.live.signalInvalid': 'Dieses Signal ist ungültig.',
  'server.live.signalAgain': 'Du hast das gerade gesendet. In einer Minute kannst du es wieder senden.',
  'server.live.noQuestion': 'Diese Frage gibt es auf dieser Folie nicht.',
  'server.live.postInvalid': 'Dieser Beitrag ist ungültig.',
  'server.live.postEmpty': 'Schreib etwas, bevor du postest.',
  'server.live.postLength': 'Beiträge dürfen höchstens {max} Zeichen haben.',
  'server.live.postingOff': 'Posten ist auf dieser Folie ausgeschaltet.',
  'server.live.postLimit': 'Du kannst zu jeder Frage bis zu {max} Beiträge posten.',
  'server.live.voteInvalid': 'Diese Stimme ist ungültig.',
  'server.live.ownPost': 'Du kannst deinem eigenen Beitrag nicht zustimmen.',
  'server.live.notShown': 'Dieser Beitrag ist nicht auf der Pinnwand.',
  'server.live.alreadyVoted': 'Du hast diesem Beitrag bereits zugestimmt.',
  'server.live.notVoted': 'Du hast diesem Beitrag nicht zugestimmt.',
  'server.live.noCommitment': 'Auf dieser Folie gibt es keinen Vorsatz.',
  'server.live.commitmentInvalid': 'Dieser Vorsatz ist ungültig.',
  'server.live.commitmentEmpty': 'Schreib zuerst deinen Vorsatz.',
  'server.live.commitmentLength': 'Vorsätze haben höchstens {max} Zeichen.',
  'server.live.commitmentEmail': 'Gib eine gültige E-Mail-Adresse ein oder lass das Feld leer.',
  'server.live.commitmentSourceCap':
    'Aus deinem Netzwerk wurden in dieser Session schon zu viele Adressen für Erinnerungen hinterlassen. Sende deinen Vorsatz ohne Adresse.',
  'server.live.practice': 'Übungssessions senden keine Erinnerungen.',
  'server.live.tooFast': 'Sie senden zu schnell. Warten Sie einen Moment und versuchen Sie es dann erneut.',
  'server.live.feedInvalid': 'Wähle, wie Beiträge erscheinen: sobald sie eintreffen oder erst nach Freigabe.',
  'server.live.hostFeed': 'Nur die Moderation kann wählen, wie Beiträge erscheinen.',
  'server.live.reactionInvalid': 'Diese Reaktion ist ungültig.',
  'server.live.reactionsOff': 'Die Moderation hat Reaktionen ausgeschaltet.',
  'server.live.reactionsTooFast':
    'Sie reagieren zu schnell. Warten Sie ein paar Sekunden und versuchen Sie es dann erneut.',
  'server.live.participantsReact': 'Nur Teilnehmende können Reaktionen senden.',
  'server.live.hostReactions': 'Nur die Moderation kann Reaktionen ein- oder ausschalten.',
  'server.live.reactionsAllowedInvalid': 'Gib an, ob Reaktionen eingeschaltet sind.',

  // Mails
  'server.mail.resetSubject': 'Setzen Sie Ihr Ready-Teams-Passwort zurück',
  'server.mail.resetBody':
    'Hallo {name},\n\njemand hat angefordert, das Passwort Ihres Ready-Teams-Kontos zurückzusetzen. Um ein neues Passwort zu wählen, öffnen Sie innerhalb einer Stunde diesen Link:\n\n{link}\n\nFalls Sie das nicht angefordert haben, können Sie diese Nachricht ignorieren; Ihr Passwort bleibt unverändert.\n',
  'server.mail.trialSubject': 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihre Ready-Teams-Testphase zu starten',
  'server.mail.trialBody':
    'Hallo,\n\num diese E-Mail-Adresse zu bestätigen und Ihre kostenlose Testphase von Ready Teams zu starten, öffnen Sie innerhalb von 24 Stunden diesen Link:\n\n{link}\n\nDie Testphase dauert 4 Wochen, ohne Kreditkarte. Falls Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren: Es wird nichts angelegt, solange der Link nicht geöffnet wird.\n',
  'server.mail.trialExistsSubject': 'Ihr Ready-Teams-Konto',
  'server.mail.trialExistsBody':
    'Hallo {name},\n\njemand wollte mit dieser E-Mail-Adresse eine kostenlose Testphase starten, doch zu ihr gibt es bereits ein Ready-Teams-Konto. Zum Anmelden öffnen Sie:\n\n{signIn}\n\nPasswort vergessen? Hier wählen Sie ein neues:\n\n{reset}\n\nFalls Sie das nicht angefordert haben, können Sie diese Nachricht ignorieren; es hat sich nichts geändert.\n',
  'server.checkIn.question': 'Hast du es in die Praxis umgesetzt?',
  'server.mail.followUpSubject': 'Dein Vorsatz aus {scenario}',
  'server.mail.followUpIntro':
    'Vor {days, plural, one {# Tag} other {# Tagen}}, am Ende von „{scenario}“, hast du eine Sache notiert, die du anders machen willst:',
  'server.mail.followUpAsk': 'Eine einzige Frage, kein Konto nötig:',
  'server.mail.followUpLink': 'Zur Nachfrage',
  'server.mail.followUpPrivacy':
    'Der Link funktioniert einmal. Deine Adresse wurde nur für diese E-Mail verwendet und ist jetzt gelöscht.',
  'server.mail.followUpSource':
    'Du erhältst diese E-Mail, weil jemand diese Adresse am Ende der Session „{scenario}“ von {company} am {date} eingegeben hat.',
  'server.mail.followUpUnsubscribeNote':
    'Warst du das nicht, oder willst du keine solchen E-Mails mehr? Ein Klick, und Ready Teams schreibt dieser Adresse nie wieder, für kein Unternehmen:',
  'server.mail.followUpUnsubscribeLink': 'Nie wieder E-Mails an mich',
  'server.unsubscribe.invalid': 'Dieser Abmeldelink ist ungültig.',
  'server.unsubscribe.confirm':
    'Keine Nachbefragungs-E-Mails von Ready Teams mehr an diese Adresse, von keinem Unternehmen?',
  'server.unsubscribe.done': 'Erledigt: Ready Teams schreibt dieser Adresse nie wieder.',
} satisfies Record<keyof typeof en, string>;
