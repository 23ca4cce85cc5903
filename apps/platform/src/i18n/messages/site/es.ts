import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'site.backHome': 'Volver al inicio',
  'site.signIn': 'Iniciar sesión',
  'site.tryLater': 'Inténtalo más tarde',
  'site.forgotPassword': '¿Has olvidado tu contraseña?',

  'site.header.home': 'Inicio de Ready Teams',
  'site.header.tryFree': 'Prueba gratis',
  'site.header.openMenu': 'Abrir menú',
  'site.header.closeMenu': 'Cerrar menú',
  'site.nav.main': 'Principal',
  'site.nav.mobile': 'Móvil',
  'site.nav.product': 'Producto',
  'site.nav.scenarios': 'Escenarios',
  'site.nav.features': 'Funciones',
  'site.nav.solutions': 'Soluciones',
  'site.nav.pricing': 'Precios',

  'site.join.region': 'Únete a una sesión en directo',
  'site.join.label': 'Escribe el código para unirte a una sesión en directo',
  'site.join.submit': 'Unirme',

  'site.hero.eyebrow': 'Formación de equipos basada en escenarios',
  'site.hero.title': 'Los equipos preparados ganan',
  'site.hero.body':
    'Organiza sesiones de formación en directo y entre compañeros basadas en escenarios reales del trabajo. Tu equipo mira, vota de forma anónima y lo comenta, y tú ves lo que piensa en tiempo real.',
  'site.hero.seeHow': 'Descubre cómo funciona',
  'site.hero.claim.enterprise': 'Listo para empresas',
  'site.hero.claim.anonymous': 'Anónimo y seguro',
  'site.hero.claim.analytics': 'Análisis en tiempo real',
  'site.hero.claim.deployment': 'Puesta en marcha inmediata',
  'site.hero.video': 'Vídeo explicativo de Ready Teams',
  'site.hero.watchDemo': 'Ver demo',
  'site.hero.caption': 'Mira una sesión completa en nuestro vídeo explicativo de 90 segundos.',

  'site.intro.peer.eyebrow': 'Aprendizaje entre compañeros',
  'site.intro.peer.title': 'Practica las conversaciones difíciles antes de que ocurran',
  'site.intro.peer.body':
    'Los equipos analizan juntos situaciones laborales realistas, votan de forma anónima qué harían y comentan con sus compañeros la mejor respuesta. Lo que se decide en grupo se recuerda mucho más que lo que se hace solo con unos clics.',
  'site.intro.peer.point1': 'Una biblioteca de más de 500 escenarios laborales, listos para usar',
  'site.intro.peer.point2': 'Los participantes se unen desde cualquier móvil con un código de 4 caracteres',
  'site.intro.peer.point3': 'Sin cuentas, sin instalaciones y sin pedir nombres a los participantes',
  'site.intro.results.eyebrow': 'Resultados demostrados',
  'site.intro.results.title': 'Una preparación que puedes medir, no solo esperar',
  'site.intro.results.body':
    'Cada sesión termina con preguntas de cierre que comparan la confianza antes y después, para que veas qué ha cambiado. Los resultados llegan a tu panel en tiempo real y se exportan con un clic.',
  'site.intro.results.point1': 'Confianza antes y después, Net Promoter Score y comentarios de texto libre',
  'site.intro.results.point2': 'Informes de cada sesión, listos para compartir con la dirección',
  'site.intro.results.point3': 'Soporte 24/7 siempre que tu equipo se esté formando',

  'site.how.eyebrow': 'Cómo funciona',
  'site.how.title': 'Del escenario a las conclusiones en tres pasos',
  'site.how.body':
    'Sin instalaciones y sin cuentas para los participantes. Si puedes compartir tu pantalla, puedes dirigir una sesión.',
  'site.how.start.title': 'Inicia la sesión',
  'site.how.start.body':
    'Elige un escenario de la biblioteca y pulsa Empezar. En segundos tienes un código de 4 caracteres y un código QR para tu móvil.',
  'site.how.engage.title': 'Los equipos participan',
  'site.how.engage.body':
    'Los participantes se unen de forma anónima desde su móvil, ven el escenario, responden encuestas y comentan qué harían.',
  'site.how.insights.title': 'Obtén conclusiones',
  'site.how.insights.body':
    'Las respuestas se convierten en gráficos en directo durante la sesión y en un informe completo al terminar, para que sepas en qué punto está tu equipo.',

  'site.library.eyebrow': 'Biblioteca de escenarios',
  'site.library.title': 'Más de 500 escenarios laborales, listos para usar',
  'site.library.body':
    'Situaciones breves y realistas escritas con profesionales del sector. Elige una y empieza una sesión en minutos.',
  'site.category.hr.title': 'Recursos Humanos',
  'site.category.hr.body':
    'Selección, feedback, conversaciones sobre el desempeño y todos los momentos intermedios.',
  'site.category.sales.title': 'Ventas',
  'site.category.sales.body':
    'Descubrimiento, objeciones y negociación, practicados antes de hablar con el cliente.',
  'site.category.safety.title': 'Seguridad',
  'site.category.safety.body':
    'Cultura de alzar la voz, cuasi accidentes y las decisiones que mantienen a todos a salvo.',
  'site.category.leadership.title': 'Liderazgo',
  'site.category.leadership.body':
    'Delegación, decisiones difíciles y cómo guiar a los equipos en el cambio.',
  'site.category.service.title': 'Atención al cliente',
  'site.category.service.body': 'Desescalada, empatía y cómo convertir las quejas en fidelidad.',
  'site.category.compliance.title': 'Cumplimiento normativo',
  'site.category.compliance.body':
    'Ética, protección de datos y las zonas grises que las políticas no aclaran.',
  'site.category.culture.title': 'Cultura e inclusión',
  'site.category.culture.body':
    'Pertenencia, sesgos y cómo crear un lugar de trabajo en el que todos aporten.',
  'site.category.custom.title': 'Escenarios a medida',
  'site.category.custom.body':
    'Tus propias situaciones, escritas con nuestro equipo para tu gente y tus políticas.',

  'site.features.eyebrow': 'Funciones',
  'site.features.title': 'Todo lo que necesitas para una formación de la que se hable',
  'site.features.body':
    'Pensado para facilitadores, de confianza para administradores y sin esfuerzo para los participantes.',
  'site.feature.scenarios.title': 'Aprendizaje basado en escenarios',
  'site.feature.scenarios.body':
    'Breves escenarios en vídeo sacados de lugares de trabajo reales sitúan a los equipos en el momento y hacen concreta cada conversación.',
  'site.feature.management.title': 'Herramientas de gestión',
  'site.feature.management.body':
    'La administración de equipos, las listas de reproducción y la creación de escenarios a medida mantienen organizados a cada facilitador y cada sesión.',
  'site.feature.analytics.title': 'Análisis en tiempo real',
  'site.feature.analytics.body':
    'Resultados de las encuestas en directo, cambios de confianza y cifras de participación mientras dura la sesión, e informes al terminar.',
  'site.feature.anonymous.title': 'Participación anónima y segura',
  'site.feature.anonymous.body':
    'Los participantes nunca se registran ni dan su nombre, así que responden con sinceridad. Tus datos siguen protegidos.',

  'site.solutions.eyebrow': 'Soluciones',
  'site.solutions.title': 'Para cualquier equipo que trabaja con personas',
  'site.solutions.body':
    'Pequeñas empresas, grandes compañías, centros educativos y ONG usan Ready Teams para preparar a su gente.',
  'site.industry.healthcare': 'Sanidad',
  'site.industry.higherEducation': 'Educación superior',
  'site.industry.manufacturing': 'Industria',
  'site.industry.automotive': 'Automoción',
  'site.industry.financialServices': 'Servicios financieros',
  'site.industry.nonprofits': 'ONG',
  'site.industry.technology': 'Tecnología',
  'site.industry.government': 'Administración pública',
  'site.industry.legal': 'Jurídico',
  'site.industry.hospitality': 'Hostelería',
  'site.industry.retail': 'Comercio minorista',

  'site.customers.title': 'La confianza de equipos que se toman en serio la preparación',
  'site.stats.rating.value': '4,9/5',
  'site.stats.rating.label': 'Valoración media',
  'site.stats.organizations.value': '+250',
  'site.stats.organizations.label': 'Organizaciones',
  'site.stats.learners.value': '+50 mil',
  'site.stats.learners.label': 'Alumnos',

  'site.pricing.eyebrow': 'Precios',
  'site.pricing.title': 'Precios sencillos por anfitrión',
  'site.pricing.body':
    'Todos los planes empiezan con una prueba gratuita de 4 semanas. No se necesita tarjeta de crédito.',
  'site.pricing.perHost': 'por anfitrión / mes',
  'site.pricing.billedYearly': 'Facturación anual, impuestos no incluidos',
  'site.pricing.startTrial': 'Empezar la prueba gratis',
  'site.plan.core.tag': 'Oferta especial',
  'site.plan.core.title': 'Core',
  'site.plan.core.description':
    'Todo lo que un facilitador necesita para dirigir sesiones atractivas con la biblioteca completa.',
  'site.plan.core.feature1': 'Sesiones y participantes ilimitados',
  'site.plan.core.feature2': 'Acceso a toda la biblioteca',
  'site.plan.core.feature3': 'Soporte prioritario por correo electrónico',
  'site.plan.pro.tag': 'Gran oferta',
  'site.plan.pro.title': 'Pro',
  'site.plan.pro.description':
    'Para equipos que quieren escenarios escritos para ellos y ayuda para dirigir las sesiones.',
  'site.plan.pro.feature1': 'Todo lo incluido en Core',
  'site.plan.pro.feature2': 'Hasta 5 escenarios a medida al año',
  'site.plan.pro.feature3': 'Hasta 4 créditos de facilitación externa',
  'site.plan.pro.feature4': 'Gestión de equipos y listas de reproducción',
  'site.plan.pro.feature5': 'Soporte prioritario por videoconferencia',
  'site.plan.enterprise.tag': 'Consúltanos',
  'site.plan.enterprise.title': 'Enterprise',
  'site.plan.enterprise.price': 'A medida',
  'site.plan.enterprise.priceUnit': 'precio',
  'site.plan.enterprise.billingNote': 'Adaptado a tu organización',
  'site.plan.enterprise.description':
    'Para organizaciones que extienden la formación con escenarios a muchos equipos y centros.',
  'site.plan.enterprise.feature1': 'Todo lo incluido en Pro',
  'site.plan.enterprise.feature2': 'Desarrollo ilimitado de escenarios a medida',
  'site.plan.enterprise.feature3': 'Descuentos por volumen en licencias de anfitrión',
  'site.plan.enterprise.feature4': 'Integración de SSO',
  'site.plan.enterprise.feature5': 'Incorporación y atención al cliente dedicadas',
  'site.plan.enterprise.button': 'Contactar con ventas',

  'site.footer.tagline':
    'Formación en grupo, en directo y basada en escenarios, que prepara a los equipos para los momentos importantes.',
  'site.footer.nav': 'Pie de página',
  'site.footer.product': 'Producto',
  'site.footer.contact': 'Contacto',
  'site.footer.privacy': 'Política de privacidad',
  'site.footer.terms': 'Condiciones del servicio',
  'site.footer.accessibility': 'Accesibilidad',
  'site.footer.rights': '© {year} {company} Todos los derechos reservados.',

  'site.auth.panel.title': '¡Dirige un escenario con tu equipo en minutos!',
  'site.auth.panel.body':
    'Crea experiencias de aprendizaje atractivas e inmersivas que dan resultados medibles.',
  'site.auth.point.interactive.title': 'Aprendizaje interactivo',
  'site.auth.point.interactive.body':
    'Escenarios, encuestas y debate que mantienen implicados a todos los participantes.',
  'site.auth.point.analytics.title': 'Análisis en tiempo real',
  'site.auth.point.analytics.body': 'Descubre lo que piensa tu equipo mientras la sesión sigue en marcha.',
  'site.auth.point.setup.title': 'Configuración sencilla',
  'site.auth.point.setup.body':
    'Elige un escenario, comparte un código y empieza. Nadie tiene que instalar nada.',

  'site.signInPage.title': 'Hola de nuevo',
  'site.signInPage.subtitle': 'Inicia sesión para dirigir tu próxima sesión.',
  'site.signInPage.finishing': 'Iniciando sesión...',
  'site.signInPage.providerSessionOpen':
    'Has cerrado sesión en Ready Teams. Tu sesión de {provider} sigue abierta: cierra sesión allí también en ordenadores compartidos.',
  'site.signInPage.newHere': '¿Es tu primera vez en Ready Teams?',
  'site.signInPage.startTrial': 'Empezar la prueba gratis',

  'site.waitlist.title': 'Se acerca algo grande',
  'site.waitlist.body':
    'Estamos dando los últimos retoques a Ready Teams. Déjanos tu correo electrónico y serás de los primeros en empezar tu prueba gratuita de 4 semanas, sin tarjeta de crédito.',
  'site.waitlist.thanks': '¡Gracias por apuntarte! Te avisaremos cuando lancemos.',
  'site.waitlist.haveAccount': '¿Ya tienes una cuenta? <0>Inicia sesión</0>',
  'site.trial.title': 'Empieza tu prueba gratuita',
  'site.trial.body':
    '4 semanas gratis, sin tarjeta de crédito. Tu equipo tendrá su propia cuenta de empresa, contigo como administrador.',
  'site.trial.sent':
    'Hemos enviado un enlace a {email}. Ábrelo en un plazo de 24 horas para confirmar tu correo electrónico y empezar tu prueba.',
  'site.verify.title': 'Confirma tu correo electrónico',
  'site.verify.confirming': 'Confirmando tu correo electrónico...',
  'site.verify.invalid':
    'Este enlace no es válido, ya se ha usado o ha caducado. Si ya has confirmado tu correo electrónico, inicia sesión.',
  'site.verify.startAgain': 'Volver a registrarte',

  'site.forgot.back': 'Volver a iniciar sesión',
  'site.forgot.title': '¿Has olvidado tu contraseña?',
  'site.forgot.body':
    'Escribe tu correo electrónico del trabajo y te enviaremos un enlace para crear una nueva.',
  'site.forgot.sent':
    'Si existe una cuenta con esta dirección, te hemos enviado un enlace para restablecer la contraseña. Es válido durante 1 hora.',
  'site.reset.title': 'Crea una contraseña nueva',
  'site.reset.body': 'Elige una contraseña de al menos 8 caracteres.',
  'site.reset.done': 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
  'site.reset.invalid': 'Este enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo.',
  'site.reset.requestNew': 'Solicitar un enlace nuevo',

  'site.shell.loading': 'Cargando...',

  'site.legal.lastUpdated': 'Última actualización: {date}',
  'site.legal.englishPrevails':
    'Esta traducción se ofrece para tu comodidad. Si difiere de la versión en inglés, prevalece la versión en inglés.',
  'site.legal.sectionTitle': '{number}. {title}',

  'site.privacy.title': 'Política de privacidad',
  'site.privacy.intro':
    'Tu privacidad nos importa, a nosotros y a las personas que se unen a tus sesiones. Esta política describe qué recopilamos, por qué y qué opciones tienes.',
  'site.privacy.introduction.title': 'Introducción',
  'site.privacy.introduction.p1':
    'Esta política explica cómo {company} («Ready Teams», «nosotros») trata la información personal cuando visitas nuestro sitio, usas la plataforma como anfitrión o administrador, o te unes a una sesión como participante.',
  'site.privacy.collect.title': 'Información que recopilamos',
  'site.privacy.collect.p1': 'Solo recopilamos lo que necesitamos para prestar el servicio:',
  'site.privacy.collect.item1':
    'Información personal: nombre, correo electrónico del trabajo, empresa y plan de los titulares de cuentas; la dirección de correo electrónico que nos das para la lista de espera.',
  'site.privacy.collect.item2':
    'Información de uso: sesiones iniciadas, escenarios usados, respuestas anónimas dadas en las sesiones y datos técnicos como el tipo de navegador y la dirección IP.',
  'site.privacy.collect.item3':
    'Información de comunicación: los mensajes que envías a nuestro equipo de soporte y tus preferencias de correo electrónico.',
  'site.privacy.use.title': 'Cómo usamos la información',
  'site.privacy.use.p1':
    'Usamos la información para prestar y proteger el servicio, mostrar a los anfitriones y administradores los resultados de sus sesiones, responder a las solicitudes de soporte, facturar las suscripciones y mejorar el producto. Solo enviamos novedades del producto a quienes las han pedido, y cada mensaje permite darse de baja.',
  'site.privacy.sharing.title': 'Cómo compartimos la información',
  'site.privacy.sharing.p1': 'No vendemos información personal. Solo la compartimos:',
  'site.privacy.sharing.item1':
    'con los administradores de tu organización, que pueden ver sus usuarios y los informes de sus sesiones;',
  'site.privacy.sharing.item2':
    'con proveedores de servicios que alojan datos, envían correos o facturan en nuestro nombre con obligaciones de confidencialidad por escrito;',
  'site.privacy.sharing.item3':
    'cuando lo exigen la ley, una orden judicial o la protección de la seguridad de alguien;',
  'site.privacy.sharing.item4':
    'en una fusión, adquisición o venta de activos, si el comprador mantiene los compromisos de esta política.',
  'site.privacy.security.title': 'Seguridad de los datos',
  'site.privacy.security.p1':
    'Las contraseñas se guardan con un hash unidireccional moderno, las conexiones están cifradas y el acceso a los datos de producción se limita al personal que lo necesita. Ningún sistema es perfectamente seguro, por lo que también vigilamos los incidentes y respondemos a ellos.',
  'site.privacy.rights.title': 'Tus derechos',
  'site.privacy.rights.p1': 'Según dónde vivas, puedes pedirnos:',
  'site.privacy.rights.item1': 'acceder a la información personal que tenemos sobre ti;',
  'site.privacy.rights.item2': 'corregir la información incorrecta;',
  'site.privacy.rights.item3': 'eliminar tu información;',
  'site.privacy.rights.item4': 'oponerte a determinados tratamientos o limitarlos;',
  'site.privacy.rights.item5': 'recibir tu información en un formato portátil;',
  'site.privacy.rights.item6':
    'retirar el consentimiento que diste, sin que ello afecte al tratamiento anterior.',
  'site.privacy.retention.title': 'Conservación de los datos',
  'site.privacy.retention.p1':
    'Conservamos la información de la cuenta mientras está activa y durante un breve periodo posterior por motivos legales y de facturación. Las respuestas de las sesiones se conservan mientras tu organización conserve sus informes y después se eliminan.',
  'site.privacy.transfers.title': 'Transferencias internacionales',
  'site.privacy.transfers.p1':
    'Tenemos nuestra sede en Estados Unidos y podemos tratar la información allí o dondequiera que operen nuestros proveedores de servicios. Cuando transferimos información a otros países, aplicamos las garantías que exige la ley.',
  'site.privacy.changes.title': 'Cambios en esta política',
  'site.privacy.changes.p1':
    'Podemos actualizar esta política. Publicaremos aquí la nueva versión con una nueva fecha y, si los cambios son importantes, lo comunicaremos a los titulares de cuentas por correo electrónico o en el producto.',
  'site.privacy.contact.title': 'Contacto',
  'site.privacy.contact.p1':
    'Escribe a {email} o a {company}, {street}, {city} con cualquier pregunta o solicitud sobre privacidad.',

  'site.terms.title': 'Condiciones del servicio',
  'site.terms.intro':
    'Lee estas condiciones con atención. Explican qué puedes esperar de nosotros y qué esperamos de ti cuando usas Ready Teams.',
  'site.terms.acceptance.title': 'Aceptación de las condiciones',
  'site.terms.acceptance.p1':
    'Estas Condiciones del servicio constituyen un acuerdo entre tú y {company} («Ready Teams», «nosotros»). Al crear una cuenta, iniciar una sesión o unirte a una, aceptas estas condiciones. Si usas el servicio en nombre de una organización, confirmas que puedes obligar a esa organización a cumplirlas.',
  'site.terms.service.title': 'Descripción del servicio',
  'site.terms.service.p1':
    'Ready Teams es una plataforma en la nube para formación en grupo, en directo y basada en escenarios. Los anfitriones eligen escenarios de una biblioteca, dirigen sesiones en directo a las que los participantes se unen de forma anónima con un código corto y revisan los resultados. Podemos añadir, cambiar o retirar funciones a medida que evoluciona el producto.',
  'site.terms.accounts.title': 'Cuentas',
  'site.terms.accounts.p1':
    'Debes tener al menos 18 años para ser titular de una cuenta. Cada persona o entidad solo puede tener una cuenta. Eres responsable de mantener la confidencialidad de tu contraseña y de todo lo que se haga con tu cuenta; avísanos de inmediato si sospechas de un uso no autorizado.',
  'site.terms.use.title': 'Uso aceptable',
  'site.terms.use.p1': 'Te comprometes a no hacer un mal uso del servicio. En particular, no:',
  'site.terms.use.item1':
    'subirás contenido ilegal, acosador o discriminatorio, ni que vulnere los derechos de otros;',
  'site.terms.use.item2': 'intentarás identificar a participantes anónimos en contra de su voluntad;',
  'site.terms.use.item3':
    'sondearás, escanearás ni pondrás a prueba la seguridad del servicio, ni intentarás adivinar códigos de sesión;',
  'site.terms.use.item4': 'revenderás ni sublicenciarás el servicio sin nuestro permiso por escrito.',
  'site.terms.billing.title': 'Suscripción y facturación',
  'site.terms.billing.p1':
    'Los planes de pago tienen un precio por anfitrión y se facturan anualmente por adelantado. Las cuentas nuevas pueden empezar con una prueba gratuita de 4 semanas sin tarjeta de crédito. Avisamos con al menos 30 días de antelación antes de que un cambio de precio entre en vigor.',
  'site.terms.billing.p2':
    'Puedes cancelar en cualquier momento; el servicio continúa hasta el final del periodo de facturación que hayas pagado. No reembolsamos el tiempo prepagado no utilizado, salvo cuando la ley lo exija. Los pagos fallidos pueden dar lugar a la suspensión del servicio.',
  'site.terms.ip.title': 'Propiedad intelectual',
  'site.terms.ip.p1':
    'El servicio, la biblioteca de escenarios y nuestras marcas nos pertenecen a nosotros o a nuestros licenciantes. Conservas todos los derechos sobre el contenido que subes y nos concedes la licencia necesaria para alojarlo y mostrarlo a las personas que elijas. Los escenarios a medida que escribimos para ti se rigen por tu pedido.',
  'site.terms.privacy.title': 'Privacidad',
  'site.terms.privacy.p1':
    'Nuestra Política de privacidad explica qué recopilamos y cómo lo usamos. Los participantes se unen a las sesiones sin dar su nombre, y sus respuestas se comunican a los anfitriones sin identificarlos.',
  'site.terms.availability.title': 'Disponibilidad del servicio y soporte',
  'site.terms.availability.p1':
    'Aspiramos a una disponibilidad del 99,9 %, pero no la garantizamos. El mantenimiento previsto se anuncia con antelación siempre que podemos. El soporte está disponible por correo electrónico, con atención prioritaria para los planes que la incluyen.',
  'site.terms.liability.title': 'Limitación de responsabilidad',
  'site.terms.liability.p1':
    'En la medida en que la ley lo permita, el servicio se presta «tal cual» y no somos responsables de daños indirectos, incidentales o consecuentes, lucro cesante ni pérdida de datos. Nuestra responsabilidad total por cualquier reclamación se limita a las tarifas que nos hayas pagado en los doce meses anteriores a que surgiera la reclamación.',
  'site.terms.indemnification.title': 'Indemnización',
  'site.terms.indemnification.p1':
    'Te comprometes a defendernos y a mantenernos indemnes frente a reclamaciones derivadas del contenido que subas, del incumplimiento de estas condiciones o de la vulneración de los derechos de otros.',
  'site.terms.termination.title': 'Resolución',
  'site.terms.termination.p1':
    'Puedes cerrar tu cuenta en cualquier momento. Podemos suspender o cancelar las cuentas que incumplan estas condiciones, que tengan pagos pendientes o cuando la ley lo exija. Con la resolución termina tu derecho a usar el servicio; las cláusulas que por su naturaleza deban seguir vigentes, seguirán vigentes.',
  'site.terms.law.title': 'Legislación aplicable',
  'site.terms.law.p1':
    'Estas condiciones se rigen por las leyes del Estado de Nueva York, sin tener en cuenta sus normas sobre conflicto de leyes. Los tribunales del condado de Nueva York (Nueva York) tienen jurisdicción exclusiva sobre cualquier controversia.',
  'site.terms.changes.title': 'Cambios en estas condiciones',
  'site.terms.changes.p1':
    'Podemos actualizar estas condiciones. Si los cambios son importantes, avisamos con al menos 30 días de antelación por correo electrónico o en el producto antes de que entren en vigor. Si sigues usando el servicio después de esa fecha, aceptas las condiciones actualizadas.',
  'site.terms.contact.title': 'Contacto',
  'site.terms.contact.p1':
    'Si tienes preguntas sobre estas condiciones, escribe a {email} o a {company}, {street}, {city}.',

  'site.a11y.title': 'Declaración de accesibilidad',
  'site.a11y.intro':
    'Ready Teams es para todas las personas de la sala: el anfitrión que dirige una sesión y cada participante que se une desde su móvil. Esta declaración explica qué nos proponemos, cómo lo comprobamos y en qué nos quedamos cortos hoy.',
  'site.a11y.target.title': 'Nuestro objetivo',
  'site.a11y.target.p1':
    'Queremos que Ready Teams cumpla las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA: el sitio público, el inicio de sesión, la página del participante en los móviles, la pantalla de presentación y los controles del anfitrión, el panel y el back-office.',
  'site.a11y.target.p2':
    'Hoy el producto cumple parcialmente: la mayor parte alcanza el objetivo, y las limitaciones que se indican a continuación aún no.',
  'site.a11y.testing.title': 'Cómo lo comprobamos',
  'site.a11y.testing.p1':
    'El conjunto de pruebas del proyecto ejecuta estas comprobaciones, y cualquier fallo lo hace fallar:',
  'site.a11y.testing.item1':
    'Cada pantalla y cada estado de los componentes tiene una historia (657 historias del sistema de diseño, los formularios y pantallas completas). Cada una se renderiza en Chromium y se comprueba con axe; cualquier infracción hace fallar la ejecución, y las comprobaciones de color se repiten con el otro tema, de modo que se comprueban tanto el claro como el oscuro.',
  'site.a11y.testing.item2':
    'Las pruebas de extremo a extremo manejan el servidor real en Chromium y abren todas las páginas de la aplicación, y cada una debe mostrar su título sin errores; la sesión en directo se ejecuta allí con la pantalla de presentación, los controles del anfitrión y los teléfonos a la vez.',
  'site.a11y.testing.item3':
    'Recorridos solo con teclado, sin ningún puntero: crear un escenario ramificado en el editor; en un teléfono, unirse con el código, responder a todos los tipos de pregunta y cambiar una respuesta; en los controles del anfitrión, avanzar, revelar una votación, seguir la elección de la sala y terminar la sesión. El foco debe llegar al contenido nuevo.',
  'site.a11y.testing.item4':
    'Anuncios del lector de pantalla: en esos recorridos, la prueba lee el texto de la región en vivo de la página después de cada paso (una diapositiva nueva, una respuesta recibida, los resultados mostrados), que es lo que anuncia un lector de pantalla.',
  'site.a11y.testing.item5':
    'Todas las páginas con 320 píxeles de ancho sin desplazamiento lateral, todos los controles de las páginas del teléfono de al menos 44 por 44 píxeles, y el texto de las preguntas en la pantalla de presentación a no menos del 4 % de la altura de la pantalla en un portátil y en un televisor.',
  'site.a11y.testing.item6':
    'Las páginas en directo en cinco idiomas, entre ellos el árabe de derecha a izquierda, y en un idioma de prueba un tercio más largo que el inglés que detecta cualquier texto sin traducir o cortado; un linter detecta el texto escrito en el código en lugar de en las traducciones.',
  'site.a11y.notYet.title': 'Lo que aún no hemos hecho',
  'site.a11y.notYet.p1':
    'Nadie ha recorrido todavía el producto con un lector de pantalla (NVDA, JAWS, VoiceOver o TalkBack): los anuncios mencionados se comprueban leyendo el texto de la región en vivo, no escuchándolo. Las comprobaciones automáticas solo detectan parte de los problemas con los que se encuentra una persona; hasta que haya personas que lo usen de ese modo, no declaramos la conformidad total.',
  'site.a11y.limitations.title': 'Limitaciones conocidas',
  'site.a11y.limitations.p1': 'Estas partes aún no alcanzan el objetivo:',
  'site.a11y.limitations.item1':
    'Los campos de texto tienen un contorno gris claro con un contraste de 1,44:1 respecto a la página en el tema claro y de 1,69:1 en el tema oscuro, por debajo del 3:1 que las WCAG exigen para el borde de un control. Los campos tienen etiqueta, y un campo con el foco muestra un contorno más oscuro o un anillo.',
  'site.a11y.limitations.item2':
    'Los vídeos tienen subtítulos solo cuando su autor ha subido un archivo de subtítulos con el vídeo; ningún vídeo tiene audiodescripción. Los vídeos de los escenarios de demostración tienen subtítulos.',
  'site.a11y.limitations.item3':
    'La pantalla de presentación está pensada para la pantalla compartida de una sala, y los vídeos solo se reproducen allí: los móviles muestran cada pregunta, sus respuestas y los resultados revelados, pero un participante que no puede ver esa pantalla se pierde el vídeo, a menos que el anfitrión lo describa.',
  'site.a11y.limitations.item4':
    'El PDF del informe de impacto lo imprime un navegador como PDF etiquetado y no se ha revisado con un verificador de accesibilidad de PDF.',
  'site.a11y.limitations.item5':
    'Los escenarios no se traducen: cada uno se muestra en el idioma en que lo escribió su autor. Los textos del propio producto están en inglés, español, alemán, francés y árabe.',
  'site.a11y.pace.title': 'Ritmo de una sesión en directo',
  'site.a11y.pace.p1':
    'El producto no pone ningún límite de tiempo a los participantes: el anfitrión hace avanzar la sesión, un participante puede cambiar su respuesta hasta entonces y cada móvil puede avisar al anfitrión de forma anónima de que la sesión va demasiado rápido.',
  'site.a11y.feedback.title': 'Comentarios y contacto',
  'site.a11y.feedback.p1':
    'Si algo de Ready Teams te resulta difícil o imposible de usar, escribe a {email}. Indícanos la página, lo que intentabas hacer y, si usas alguna, tu tecnología de apoyo; te responderemos y te ayudaremos a acceder a la misma información de otra forma.',
} satisfies Translation<typeof en>;
