import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'site.backHome': 'Zur Startseite',
  'site.signIn': 'Anmelden',
  'site.tryLater': 'Versuchen Sie es später erneut',
  'site.forgotPassword': 'Passwort vergessen?',

  'site.header.home': 'Ready Teams Startseite',
  'site.header.tryFree': 'Kostenlos testen',
  'site.header.openMenu': 'Menü öffnen',
  'site.header.closeMenu': 'Menü schließen',
  'site.nav.main': 'Hauptnavigation',
  'site.nav.mobile': 'Mobile Navigation',
  'site.nav.product': 'Produkt',
  'site.nav.scenarios': 'Szenarien',
  'site.nav.features': 'Funktionen',
  'site.nav.solutions': 'Lösungen',
  'site.nav.pricing': 'Preise',

  'site.join.region': 'An einer Live-Session teilnehmen',
  'site.join.label': 'Code eingeben, um an einer Live-Session teilzunehmen',
  'site.join.submit': 'Teilnehmen',

  'site.hero.eyebrow': 'Szenariobasiertes Teamtraining',
  'site.hero.title': 'Vorbereitete Teams gewinnen',
  'site.hero.body':
    'Führen Sie Live-Trainings unter Kolleginnen und Kollegen durch, die auf echten Situationen aus dem Arbeitsalltag beruhen. Ihr Team schaut zu, stimmt anonym ab und bespricht es gemeinsam, und Sie sehen in Echtzeit, was es denkt.',
  'site.hero.seeHow': 'So funktioniert es',
  'site.hero.claim.enterprise': 'Bereit für Unternehmen',
  'site.hero.claim.anonymous': 'Anonym & sicher',
  'site.hero.claim.analytics': 'Auswertungen in Echtzeit',
  'site.hero.claim.deployment': 'Sofort einsatzbereit',
  'site.hero.video': 'Erklärvideo zu Ready Teams',
  'site.hero.watchDemo': 'Demo ansehen',
  'site.hero.caption': 'Sehen Sie eine ganze Session in unserem 90-Sekunden-Erklärvideo.',

  'site.intro.peer.eyebrow': 'Lernen unter Kollegen',
  'site.intro.peer.title': 'Üben Sie schwierige Gespräche, bevor sie stattfinden',
  'site.intro.peer.body':
    'Teams bearbeiten gemeinsam realistische Situationen aus dem Arbeitsalltag, stimmen anonym ab, was sie tun würden, und besprechen die beste Antwort miteinander. Was man gemeinsam entschieden hat, behält man weit länger als das, was man allein durchgeklickt hat.',
  'site.intro.peer.point1': 'Eine Bibliothek mit über 500 Szenarien aus dem Arbeitsalltag, sofort einsetzbar',
  'site.intro.peer.point2': 'Teilnehmende steigen mit einem 4-stelligen Code von jedem Smartphone aus ein',
  'site.intro.peer.point3': 'Keine Konten, keine Installation, keine Namen von Teilnehmenden',
  'site.intro.results.eyebrow': 'Nachweisbare Ergebnisse',
  'site.intro.results.title': 'Einsatzbereitschaft, die Sie messen können, statt nur darauf zu hoffen',
  'site.intro.results.body':
    'Jede Session endet mit Abschlussfragen, die die Sicherheit vorher und nachher vergleichen, damit Sie sehen, was sich bewegt hat. Die Ergebnisse erscheinen in Echtzeit in Ihrem Dashboard und lassen sich mit einem Klick exportieren.',
  'site.intro.results.point1':
    'Sicherheit vorher und nachher, Net Promoter Score und Feedback in freiem Text',
  'site.intro.results.point2': 'Berichte zu jeder Session, bereit für die Geschäftsleitung',
  'site.intro.results.point3': 'Support rund um die Uhr, wann immer Ihr Team trainiert',

  'site.how.eyebrow': 'So funktioniert es',
  'site.how.title': 'Vom Szenario zur Erkenntnis in drei Schritten',
  'site.how.body':
    'Keine Installation und keine Konten für Teilnehmende. Wer seinen Bildschirm teilen kann, kann eine Session leiten.',
  'site.how.start.title': 'Session starten',
  'site.how.start.body':
    'Wählen Sie ein Szenario aus der Bibliothek und klicken Sie auf Starten. In Sekunden erhalten Sie einen 4-stelligen Code und einen QR-Code für Ihr Smartphone.',
  'site.how.engage.title': 'Teams machen mit',
  'site.how.engage.body':
    'Teilnehmende steigen anonym mit ihrem Smartphone ein, sehen das Szenario, beantworten Umfragen und besprechen, was sie tun würden.',
  'site.how.insights.title': 'Erkenntnisse gewinnen',
  'site.how.insights.body':
    'Die Antworten werden während der Session zu Live-Diagrammen und danach zu einem vollständigen Bericht, damit Sie wissen, wo Ihr Team steht.',

  'site.library.eyebrow': 'Szenario-Bibliothek',
  'site.library.title': 'Über 500 Szenarien aus dem Arbeitsalltag, sofort einsetzbar',
  'site.library.body':
    'Kurze, realistische Situationen, geschrieben mit Fachleuten aus der Praxis. Wählen Sie eine aus und starten Sie in wenigen Minuten eine Session.',
  'site.category.hr.title': 'Personalwesen',
  'site.category.hr.body': 'Einstellungen, Feedback, Leistungsgespräche und alles dazwischen.',
  'site.category.sales.title': 'Vertrieb',
  'site.category.sales.body': 'Bedarfsanalyse, Einwände und Verhandlung, geübt vor dem Kundengespräch.',
  'site.category.safety.title': 'Arbeitssicherheit',
  'site.category.safety.body':
    'Eine Kultur des Ansprechens, Beinaheunfälle und die Entscheidungen, die alle schützen.',
  'site.category.leadership.title': 'Führung',
  'site.category.leadership.body':
    'Delegieren, schwierige Entscheidungen und Teams durch Veränderungen führen.',
  'site.category.service.title': 'Kundenservice',
  'site.category.service.body': 'Deeskalation, Empathie und wie aus Beschwerden Treue wird.',
  'site.category.compliance.title': 'Compliance',
  'site.category.compliance.body': 'Ethik, Datenschutz und die Grauzonen, die keine Richtlinie genau regelt.',
  'site.category.culture.title': 'Kultur & Inklusion',
  'site.category.culture.body':
    'Zugehörigkeit, Voreingenommenheit und ein Arbeitsplatz, an dem alle etwas beitragen.',
  'site.category.custom.title': 'Eigene Szenarien',
  'site.category.custom.body':
    'Ihre eigenen Situationen, mit unserem Team geschrieben für Ihre Mitarbeitenden und Richtlinien.',

  'site.features.eyebrow': 'Funktionen',
  'site.features.title': 'Alles für Trainings, über die man spricht',
  'site.features.body': 'Gemacht für Moderierende, geschätzt von Administratoren, mühelos für Teilnehmende.',
  'site.feature.scenarios.title': 'Szenariobasiertes Lernen',
  'site.feature.scenarios.body':
    'Kurze Videoszenarien aus echten Arbeitsumgebungen versetzen Teams mitten ins Geschehen und machen jede Diskussion konkret.',
  'site.feature.management.title': 'Verwaltungswerkzeuge',
  'site.feature.management.body':
    'Teamverwaltung, Playlists und eigene Szenarien sorgen dafür, dass alle Moderierenden und jede Session gut organisiert sind.',
  'site.feature.analytics.title': 'Auswertungen in Echtzeit',
  'site.feature.analytics.body':
    'Live-Umfrageergebnisse, Veränderungen der Sicherheit und Beteiligungszahlen während der Session, danach Berichte.',
  'site.feature.anonymous.title': 'Anonyme und sichere Teilnahme',
  'site.feature.anonymous.body':
    'Teilnehmende registrieren sich nie und nennen keinen Namen, deshalb antworten sie ehrlich. Ihre Daten bleiben geschützt.',

  'site.solutions.eyebrow': 'Lösungen',
  'site.solutions.title': 'Für jedes Team, das mit Menschen arbeitet',
  'site.solutions.body':
    'Kleine Unternehmen, Konzerne, Schulen und gemeinnützige Organisationen bereiten ihre Leute mit Ready Teams vor.',
  'site.industry.healthcare': 'Gesundheitswesen',
  'site.industry.higherEducation': 'Hochschulen',
  'site.industry.manufacturing': 'Fertigung',
  'site.industry.automotive': 'Automobil',
  'site.industry.financialServices': 'Finanzdienstleistungen',
  'site.industry.nonprofits': 'Gemeinnützige Organisationen',
  'site.industry.technology': 'Technologie',
  'site.industry.government': 'Öffentliche Verwaltung',
  'site.industry.legal': 'Recht',
  'site.industry.hospitality': 'Gastgewerbe',
  'site.industry.retail': 'Einzelhandel',

  'site.customers.title': 'Teams, die Vorbereitung ernst nehmen, vertrauen uns',
  'site.stats.rating.value': '4,9/5',
  'site.stats.rating.label': 'Bewertung im Schnitt',
  'site.stats.organizations.value': '250+',
  'site.stats.organizations.label': 'Organisationen',
  'site.stats.learners.value': '50.000+',
  'site.stats.learners.label': 'Lernende',

  'site.pricing.eyebrow': 'Preise',
  'site.pricing.title': 'Einfache Preise pro Moderationsplatz',
  'site.pricing.body':
    'Jeder Tarif beginnt mit einer kostenlosen Testphase von 4 Wochen. Keine Kreditkarte nötig.',
  'site.pricing.perHost': 'pro Moderationsplatz / Monat',
  'site.pricing.billedYearly': 'Jährliche Abrechnung, zzgl. Steuern',
  'site.pricing.startTrial': 'Kostenlos testen',
  'site.plan.core.tag': 'Sonderangebot',
  'site.plan.core.title': 'Core',
  'site.plan.core.description':
    'Alles, was Moderierende für mitreißende Sessions mit der gesamten Bibliothek brauchen.',
  'site.plan.core.feature1': 'Unbegrenzte Sessions und Teilnehmende',
  'site.plan.core.feature2': 'Zugriff auf die gesamte Bibliothek',
  'site.plan.core.feature3': 'Bevorzugter Support per E-Mail',
  'site.plan.pro.tag': 'Top-Angebot',
  'site.plan.pro.title': 'Pro',
  'site.plan.pro.description':
    'Für Teams, die eigens für sie geschriebene Szenarien und Unterstützung bei den Sessions möchten.',
  'site.plan.pro.feature1': 'Alles aus Core',
  'site.plan.pro.feature2': 'Bis zu 5 eigene Szenarien pro Jahr',
  'site.plan.pro.feature3': 'Bis zu 4 Guthaben für externe Moderation',
  'site.plan.pro.feature4': 'Teamverwaltung und Playlists',
  'site.plan.pro.feature5': 'Bevorzugter Support per Videokonferenz',
  'site.plan.enterprise.tag': 'Auf Anfrage',
  'site.plan.enterprise.title': 'Enterprise',
  'site.plan.enterprise.price': 'Individuell',
  'site.plan.enterprise.priceUnit': 'Preis',
  'site.plan.enterprise.billingNote': 'Auf Ihre Organisation zugeschnitten',
  'site.plan.enterprise.description':
    'Für Organisationen, die Szenario-Trainings in vielen Teams und an vielen Standorten einführen.',
  'site.plan.enterprise.feature1': 'Alles aus Pro',
  'site.plan.enterprise.feature2': 'Unbegrenzte Entwicklung eigener Szenarien',
  'site.plan.enterprise.feature3': 'Mengenrabatte auf Moderationsplätze',
  'site.plan.enterprise.feature4': 'SSO-Integration',
  'site.plan.enterprise.feature5': 'Persönliches Onboarding und Customer Success',
  'site.plan.enterprise.button': 'Vertrieb kontaktieren',

  'site.footer.tagline':
    'Szenariobasiertes Live-Gruppentraining, das Teams auf die Momente vorbereitet, auf die es ankommt.',
  'site.footer.nav': 'Fußzeile',
  'site.footer.product': 'Produkt',
  'site.footer.contact': 'Kontakt',
  'site.footer.privacy': 'Datenschutzerklärung',
  'site.footer.terms': 'Nutzungsbedingungen',
  'site.footer.accessibility': 'Barrierefreiheit',
  'site.footer.rights': '© {year} {company} Alle Rechte vorbehalten.',

  'site.auth.panel.title': 'Spielen Sie in wenigen Minuten ein Szenario mit Ihrem Team durch!',
  'site.auth.panel.body': 'Gestalten Sie mitreißende, immersive Lernerlebnisse mit messbaren Ergebnissen.',
  'site.auth.point.interactive.title': 'Interaktives Lernen',
  'site.auth.point.interactive.body':
    'Szenarien, Umfragen und Diskussionen, die alle Teilnehmenden einbeziehen.',
  'site.auth.point.analytics.title': 'Auswertungen in Echtzeit',
  'site.auth.point.analytics.body': 'Sehen Sie, was Ihr Team denkt, während die Session noch läuft.',
  'site.auth.point.setup.title': 'Einfacher Einstieg',
  'site.auth.point.setup.body': 'Szenario wählen, Code teilen, loslegen. Niemand muss etwas installieren.',

  'site.signInPage.title': 'Willkommen zurück',
  'site.signInPage.subtitle': 'Melden Sie sich an, um Ihre nächste Session zu leiten.',
  'site.signInPage.finishing': 'Sie werden angemeldet...',
  'site.signInPage.providerSessionOpen':
    'Sie sind von Ready Teams abgemeldet. Ihre {provider}-Sitzung ist noch offen: Melden Sie sich an gemeinsam genutzten Computern auch dort ab.',
  'site.signInPage.newHere': 'Neu bei Ready Teams?',
  'site.signInPage.startTrial': 'Kostenlos testen',

  'site.waitlist.title': 'Etwas Großes kommt',
  'site.waitlist.body':
    'Wir legen letzte Hand an Ready Teams. Hinterlassen Sie Ihre E-Mail-Adresse, und Sie gehören zu den Ersten, die ihre 4-wöchige kostenlose Testphase starten, ohne Kreditkarte.',
  'site.waitlist.thanks': 'Danke für Ihre Anmeldung! Wir benachrichtigen Sie zum Start.',
  'site.waitlist.haveAccount': 'Sie haben bereits ein Konto? <0>Anmelden</0>',
  'site.trial.title': 'Starten Sie Ihre kostenlose Testphase',
  'site.trial.body':
    '4 Wochen kostenlos, ohne Kreditkarte. Ihr Team erhält ein eigenes Unternehmenskonto, mit Ihnen als Admin.',
  'site.trial.sent':
    'Wir haben einen Link an {email} gesendet. Öffnen Sie ihn innerhalb von 24 Stunden, um Ihre E-Mail-Adresse zu bestätigen und Ihre Testphase zu starten.',
  'site.verify.title': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'site.verify.confirming': 'Ihre E-Mail-Adresse wird bestätigt...',
  'site.verify.invalid':
    'Dieser Link ist ungültig, bereits verwendet oder abgelaufen. Wenn Sie Ihre E-Mail-Adresse schon bestätigt haben, melden Sie sich an.',
  'site.verify.startAgain': 'Erneut registrieren',

  'site.forgot.back': 'Zurück zur Anmeldung',
  'site.forgot.title': 'Passwort vergessen?',
  'site.forgot.body':
    'Geben Sie Ihre geschäftliche E-Mail-Adresse ein, und wir senden Ihnen einen Link, um ein neues Passwort festzulegen.',
  'site.forgot.sent':
    'Falls zu dieser Adresse ein Konto besteht, haben wir einen Link zum Zurücksetzen Ihres Passworts gesendet. Er ist 1 Stunde gültig.',
  'site.reset.title': 'Neues Passwort festlegen',
  'site.reset.body': 'Wählen Sie ein Passwort mit mindestens 8 Zeichen.',
  'site.reset.done': 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
  'site.reset.invalid':
    'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
  'site.reset.requestNew': 'Neuen Link anfordern',

  'site.shell.loading': 'Wird geladen...',

  'site.legal.lastUpdated': 'Zuletzt aktualisiert: {date}',
  'site.legal.englishPrevails':
    'Diese Übersetzung dient nur Ihrer Information. Weicht sie von der englischen Fassung ab, ist die englische Fassung maßgeblich.',
  'site.legal.sectionTitle': '{number}. {title}',

  'site.privacy.title': 'Datenschutzerklärung',
  'site.privacy.intro':
    'Ihre Privatsphäre ist uns wichtig, ebenso die der Menschen, die an Ihren Sessions teilnehmen. Diese Erklärung beschreibt, was wir erheben, warum, und welche Wahlmöglichkeiten Sie haben.',
  'site.privacy.introduction.title': 'Einleitung',
  'site.privacy.introduction.p1':
    'Diese Erklärung beschreibt, wie {company} („Ready Teams“, „wir“) mit personenbezogenen Daten umgeht, wenn Sie unsere Website besuchen, die Plattform als Moderation oder Administrator nutzen oder als Teilnehmende an einer Session teilnehmen.',
  'site.privacy.collect.title': 'Welche Daten wir erheben',
  'site.privacy.collect.p1': 'Wir erheben nur, was wir für den Betrieb des Dienstes brauchen:',
  'site.privacy.collect.item1':
    'Personenbezogene Daten: Name, geschäftliche E-Mail-Adresse, Unternehmen und Tarif der Kontoinhaber; die E-Mail-Adresse, die Sie uns für die Warteliste geben.',
  'site.privacy.collect.item2':
    'Nutzungsdaten: gestartete Sessions, verwendete Szenarien, anonyme Antworten aus Sessions sowie technische Daten wie Browsertyp und IP-Adresse.',
  'site.privacy.collect.item3':
    'Kommunikationsdaten: Nachrichten, die Sie an unser Support-Team senden, und Ihre E-Mail-Einstellungen.',
  'site.privacy.use.title': 'Wie wir Daten verwenden',
  'site.privacy.use.p1':
    'Wir verwenden Daten, um den Dienst bereitzustellen und abzusichern, Moderation und Administratoren die Ergebnisse ihrer Sessions zu zeigen, Support-Anfragen zu beantworten, Abonnements abzurechnen und das Produkt zu verbessern. Produktneuigkeiten senden wir nur an Personen, die sie angefordert haben, und jede Nachricht ermöglicht die Abmeldung.',
  'site.privacy.sharing.title': 'Weitergabe von Daten',
  'site.privacy.sharing.p1': 'Wir verkaufen keine personenbezogenen Daten. Wir geben sie nur weiter:',
  'site.privacy.sharing.item1':
    'an die Administratoren Ihrer Organisation, die deren Nutzer und Session-Berichte sehen können;',
  'site.privacy.sharing.item2':
    'an Dienstleister, die in unserem Auftrag hosten, E-Mails versenden oder abrechnen, unter schriftlichen Vertraulichkeitsvereinbarungen;',
  'site.privacy.sharing.item3':
    'wenn das Gesetz, ein Gerichtsbeschluss oder der Schutz der Sicherheit einer Person es erfordert;',
  'site.privacy.sharing.item4':
    'bei einer Fusion, Übernahme oder einem Verkauf von Vermögenswerten, sofern der Käufer die Zusagen dieser Erklärung einhält.',
  'site.privacy.security.title': 'Datensicherheit',
  'site.privacy.security.p1':
    'Passwörter werden mit einem modernen Einweg-Hash gespeichert, Verbindungen sind verschlüsselt, und der Zugriff auf Produktionsdaten ist auf die Mitarbeitenden beschränkt, die ihn benötigen. Kein System ist vollkommen sicher, daher überwachen wir Vorfälle und reagieren darauf.',
  'site.privacy.rights.title': 'Ihre Rechte',
  'site.privacy.rights.p1': 'Je nach Wohnort können Sie von uns verlangen:',
  'site.privacy.rights.item1': 'Auskunft über die personenbezogenen Daten, die wir über Sie speichern;',
  'site.privacy.rights.item2': 'die Berichtigung falscher Daten;',
  'site.privacy.rights.item3': 'die Löschung Ihrer Daten;',
  'site.privacy.rights.item4': 'Widerspruch gegen bestimmte Verarbeitungen oder deren Einschränkung;',
  'site.privacy.rights.item5': 'die Herausgabe Ihrer Daten in einem übertragbaren Format;',
  'site.privacy.rights.item6':
    'den Widerruf einer früher erteilten Einwilligung, ohne dass dies die frühere Verarbeitung berührt.',
  'site.privacy.retention.title': 'Aufbewahrung von Daten',
  'site.privacy.retention.p1':
    'Kontodaten bewahren wir auf, solange Ihr Konto aktiv ist, und danach aus rechtlichen und abrechnungstechnischen Gründen für kurze Zeit. Antworten aus Sessions werden so lange aufbewahrt, wie Ihre Organisation ihre Berichte behält, und dann gelöscht.',
  'site.privacy.transfers.title': 'Internationale Übermittlungen',
  'site.privacy.transfers.p1':
    'Wir haben unseren Sitz in den Vereinigten Staaten und verarbeiten Daten möglicherweise dort oder überall, wo unsere Dienstleister tätig sind. Wenn wir Daten ins Ausland übermitteln, nutzen wir die gesetzlich vorgeschriebenen Garantien.',
  'site.privacy.changes.title': 'Änderungen dieser Erklärung',
  'site.privacy.changes.p1':
    'Wir können diese Erklärung aktualisieren. Die neue Fassung veröffentlichen wir hier mit neuem Datum und informieren Kontoinhaber bei wesentlichen Änderungen per E-Mail oder im Produkt.',
  'site.privacy.contact.title': 'Kontakt',
  'site.privacy.contact.p1':
    'Schreiben Sie bei Fragen oder Anliegen zum Datenschutz an {email} oder an {company}, {street}, {city}.',

  'site.terms.title': 'Nutzungsbedingungen',
  'site.terms.intro':
    'Bitte lesen Sie diese Bedingungen sorgfältig. Sie erklären, was Sie von uns erwarten können und was wir von Ihnen erwarten, wenn Sie Ready Teams nutzen.',
  'site.terms.acceptance.title': 'Annahme der Bedingungen',
  'site.terms.acceptance.p1':
    'Diese Nutzungsbedingungen bilden eine Vereinbarung zwischen Ihnen und {company} („Ready Teams“, „wir“, „uns“). Indem Sie ein Konto erstellen, eine Session starten oder an einer teilnehmen, akzeptieren Sie diese Bedingungen. Wenn Sie den Dienst im Namen einer Organisation nutzen, bestätigen Sie, dass Sie diese Organisation daran binden dürfen.',
  'site.terms.service.title': 'Beschreibung des Dienstes',
  'site.terms.service.p1':
    'Ready Teams ist eine Cloud-Plattform für szenariobasiertes Live-Gruppentraining. Die Moderation wählt Szenarien aus einer Bibliothek, leitet Live-Sessions, an denen Teilnehmende anonym mit einem kurzen Code teilnehmen, und wertet die Ergebnisse aus. Wir können Funktionen hinzufügen, ändern oder entfernen, wenn sich das Produkt weiterentwickelt.',
  'site.terms.accounts.title': 'Konten',
  'site.terms.accounts.p1':
    'Sie müssen mindestens 18 Jahre alt sein, um ein Konto zu führen. Jede Person oder Organisation darf nur ein Konto führen. Sie sind dafür verantwortlich, Ihr Passwort vertraulich zu halten, und für alles, was mit Ihrem Konto geschieht; informieren Sie uns sofort, wenn Sie eine unbefugte Nutzung vermuten.',
  'site.terms.use.title': 'Zulässige Nutzung',
  'site.terms.use.p1':
    'Sie verpflichten sich, den Dienst nicht zu missbrauchen. Insbesondere werden Sie nicht:',
  'site.terms.use.item1':
    'Inhalte hochladen, die rechtswidrig, belästigend oder diskriminierend sind oder die Rechte anderer verletzen;',
  'site.terms.use.item2': 'versuchen, anonyme Teilnehmende gegen ihren Willen zu identifizieren;',
  'site.terms.use.item3':
    'die Sicherheit des Dienstes ausforschen, scannen oder testen oder Session-Codes erraten;',
  'site.terms.use.item4':
    'den Dienst ohne unsere schriftliche Genehmigung weiterverkaufen oder unterlizenzieren.',
  'site.terms.billing.title': 'Abonnement und Abrechnung',
  'site.terms.billing.p1':
    'Kostenpflichtige Tarife werden pro Moderationsplatz berechnet und jährlich im Voraus abgerechnet. Neue Konten können mit einer kostenlosen Testphase von 4 Wochen ohne Kreditkarte beginnen. Preisänderungen kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten an.',
  'site.terms.billing.p2':
    'Sie können jederzeit kündigen; der Dienst läuft bis zum Ende des bezahlten Abrechnungszeitraums weiter. Nicht genutzte vorausbezahlte Zeit erstatten wir nicht, außer wenn das Gesetz es verlangt. Fehlgeschlagene Zahlungen können zur Sperrung des Dienstes führen.',
  'site.terms.ip.title': 'Geistiges Eigentum',
  'site.terms.ip.p1':
    'Der Dienst, die Szenario-Bibliothek und unsere Marken gehören uns oder unseren Lizenzgebern. Sie behalten alle Rechte an den Inhalten, die Sie hochladen, und räumen uns die Lizenz ein, die nötig ist, um sie zu hosten und den von Ihnen gewählten Personen zu zeigen. Eigene Szenarien, die wir für Sie schreiben, unterliegen Ihrer Bestellung.',
  'site.terms.privacy.title': 'Datenschutz',
  'site.terms.privacy.p1':
    'Unsere Datenschutzerklärung erläutert, was wir erheben und wie wir es verwenden. Teilnehmende nehmen an Sessions teil, ohne ihren Namen anzugeben, und ihre Antworten werden der Moderation gemeldet, ohne sie zu identifizieren.',
  'site.terms.availability.title': 'Verfügbarkeit des Dienstes und Support',
  'site.terms.availability.p1':
    'Wir streben eine Verfügbarkeit von 99,9 % an, garantieren sie aber nicht. Geplante Wartungsarbeiten kündigen wir nach Möglichkeit im Voraus an. Support gibt es per E-Mail, mit bevorzugter Bearbeitung für die Tarife, die sie enthalten.',
  'site.terms.liability.title': 'Haftungsbeschränkung',
  'site.terms.liability.p1':
    'Soweit gesetzlich zulässig, wird der Dienst „wie besehen“ bereitgestellt, und wir haften nicht für indirekte, zufällige oder Folgeschäden, entgangenen Gewinn oder Datenverlust. Unsere Gesamthaftung für jeden Anspruch ist auf die Gebühren begrenzt, die Sie uns in den zwölf Monaten vor Entstehen des Anspruchs gezahlt haben.',
  'site.terms.indemnification.title': 'Freistellung',
  'site.terms.indemnification.p1':
    'Sie verpflichten sich, uns gegen Ansprüche zu verteidigen und schadlos zu halten, die aus von Ihnen hochgeladenen Inhalten, aus Ihrem Verstoß gegen diese Bedingungen oder aus Ihrer Verletzung der Rechte anderer entstehen.',
  'site.terms.termination.title': 'Kündigung',
  'site.terms.termination.p1':
    'Sie können Ihr Konto jederzeit schließen. Wir können Konten sperren oder kündigen, die gegen diese Bedingungen verstoßen, die unbezahlt bleiben oder wenn das Gesetz es verlangt. Mit der Kündigung endet Ihr Recht zur Nutzung des Dienstes; Bestimmungen, die ihrer Natur nach fortbestehen sollen, bleiben bestehen.',
  'site.terms.law.title': 'Anwendbares Recht',
  'site.terms.law.p1':
    'Diese Bedingungen unterliegen dem Recht des Bundesstaats New York unter Ausschluss seiner Kollisionsnormen. Für alle Streitigkeiten sind ausschließlich die Gerichte im New York County, New York, zuständig.',
  'site.terms.changes.title': 'Änderungen dieser Bedingungen',
  'site.terms.changes.p1':
    'Wir können diese Bedingungen aktualisieren. Wesentliche Änderungen kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten per E-Mail oder im Produkt an. Wenn Sie den Dienst nach diesem Datum weiter nutzen, akzeptieren Sie die aktualisierten Bedingungen.',
  'site.terms.contact.title': 'Kontakt',
  'site.terms.contact.p1':
    'Fragen zu diesen Bedingungen: Schreiben Sie an {email} oder an {company}, {street}, {city}.',

  'site.a11y.title': 'Erklärung zur Barrierefreiheit',
  'site.a11y.intro':
    'Ready Teams ist für alle im Raum: die Moderation, die eine Session leitet, und alle Teilnehmenden, die per Smartphone dabei sind. Diese Erklärung sagt, was wir anstreben, wie wir es prüfen und wo wir heute noch zurückbleiben.',
  'site.a11y.target.title': 'Unser Ziel',
  'site.a11y.target.p1':
    'Wir wollen, dass Ready Teams den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA entspricht: die öffentliche Website, die Anmeldung, die Teilnahmeseite auf den Smartphones, der Präsentationsbildschirm und die Moderationssteuerung, das Dashboard und der Administrationsbereich.',
  'site.a11y.target.p2':
    'Heute ist das Produkt teilweise konform: Das meiste erreicht das Ziel, die unten genannten Einschränkungen noch nicht.',
  'site.a11y.testing.title': 'Wie wir prüfen',
  'site.a11y.testing.p1':
    'Die Testsuite des Projekts führt diese Prüfungen aus, und jeder Fehler lässt sie scheitern:',
  'site.a11y.testing.item1':
    'Jeder Bildschirm und jeder Zustand einer Komponente hat eine Story (657 Storys des Designsystems, der Formulare und ganzer Bildschirme). Jede wird in Chromium gerendert und mit axe geprüft; jeder Verstoß lässt den Lauf scheitern, und die Farbprüfungen laufen im anderen Farbschema noch einmal, sodass hell und dunkel beide geprüft werden.',
  'site.a11y.testing.item2':
    'Die End-to-End-Tests steuern den echten Server in Chromium und öffnen jede Seite der Anwendung; jede muss ihre Überschrift ohne Fehler zeigen. Die Live-Session läuft dort mit Präsentationsbildschirm, Moderationssteuerung und Smartphones zugleich.',
  'site.a11y.testing.item3':
    'Abläufe nur mit der Tastatur, ganz ohne Zeigegerät: das Erstellen eines verzweigten Szenarios im Editor; auf dem Smartphone der Beitritt mit dem Code, das Beantworten jedes Fragetyps und das Ändern einer Antwort; in der Moderationssteuerung das Weitergehen, das Aufdecken einer Abstimmung, das Folgen der Wahl des Raums und das Beenden. Der Fokus muss auf dem neuen Inhalt landen.',
  'site.a11y.testing.item4':
    'Screenreader-Ansagen: In diesen Abläufen liest der Test nach jedem Schritt (eine neue Folie, eine empfangene Antwort, angezeigte Ergebnisse) den Text des Live-Bereichs der Seite, also das, was ein Screenreader ansagt.',
  'site.a11y.testing.item5':
    'Jede Seite bei 320 Pixeln Breite ohne seitliches Scrollen, jedes Bedienelement der Smartphone-Seiten mindestens 44 mal 44 Pixel groß und der Fragetext auf dem Präsentationsbildschirm mit mindestens 4 % der Bildschirmhöhe auf einem Laptop und einem Fernseher.',
  'site.a11y.testing.item6':
    'Die Live-Seiten in fünf Sprachen, darunter Arabisch von rechts nach links, und in einer Testsprache, die ein Drittel länger als Englisch ist und jeden nicht übersetzten oder abgeschnittenen Text findet; ein Linter findet Text, der im Code statt in den Übersetzungen steht.',
  'site.a11y.notYet.title': 'Was wir noch nicht getan haben',
  'site.a11y.notYet.p1':
    'Noch niemand hat das Produkt mit einem Screenreader (NVDA, JAWS, VoiceOver oder TalkBack) durchlaufen: Die oben genannten Ansagen werden geprüft, indem der Text des Live-Bereichs gelesen und nicht angehört wird. Automatische Prüfungen finden nur einen Teil der Probleme, auf die ein Mensch stößt; solange Menschen es nicht so genutzt haben, beanspruchen wir keine vollständige Konformität.',
  'site.a11y.limitations.title': 'Bekannte Einschränkungen',
  'site.a11y.limitations.p1': 'Diese Teile erreichen das Ziel noch nicht:',
  'site.a11y.limitations.item1':
    'Textfelder sind hellgrau umrandet, mit einem Kontrast von 1,44:1 zur Seite im hellen und 1,69:1 im dunklen Farbschema, unter den 3:1, die die WCAG für die Begrenzung eines Bedienelements verlangen. Die Felder sind beschriftet, und ein fokussiertes Feld erhält eine dunklere Umrandung oder einen Ring.',
  'site.a11y.limitations.item2':
    'Videos haben nur dann Untertitel, wenn ihr Autor mit dem Video eine Untertiteldatei hochgeladen hat; kein Video hat eine Audiodeskription. Die Videos der Demo-Szenarien haben Untertitel.',
  'site.a11y.limitations.item3':
    'Der Präsentationsbildschirm ist für den gemeinsamen Bildschirm eines Raums gedacht, und Videos laufen nur dort: Die Smartphones zeigen jede Frage, ihre Antworten und die aufgedeckten Ergebnisse, aber wer den Bildschirm nicht sehen kann, verpasst das Video, sofern die Moderation es nicht beschreibt.',
  'site.a11y.limitations.item4':
    'Das PDF des Wirkungsberichts wird von einem Browser als getaggtes PDF gedruckt und wurde nicht mit einem PDF-Barrierefreiheitsprüfer geprüft.',
  'site.a11y.limitations.item5':
    'Szenarien werden nicht übersetzt: Jedes erscheint in der Sprache, in der sein Autor es geschrieben hat. Die Texte des Produkts selbst gibt es auf Englisch, Spanisch, Deutsch, Französisch und Arabisch.',
  'site.a11y.pace.title': 'Tempo einer Live-Session',
  'site.a11y.pace.p1':
    'Das Produkt setzt Teilnehmenden kein Zeitlimit: Die Moderation bringt die Session voran, Teilnehmende können ihre Antwort bis dahin ändern, und jedes Smartphone kann der Moderation anonym mitteilen, dass die Session zu schnell ist.',
  'site.a11y.feedback.title': 'Feedback und Kontakt',
  'site.a11y.feedback.p1':
    'Wenn Ihnen etwas in Ready Teams schwerfällt oder unmöglich ist, schreiben Sie an {email}. Nennen Sie uns die Seite, was Sie tun wollten und, falls Sie eine nutzen, Ihre assistive Technologie; wir antworten und helfen Ihnen, dieselben Informationen auf anderem Weg zu erreichen.',
} satisfies Translation<typeof en>;
