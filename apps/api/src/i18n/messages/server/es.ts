// Los mensajes del servidor en español (la fuente: en.ts).
import type en from './en.js';

export default {
  // Any request
  'server.error.notAuthenticated': 'No autenticado',
  'server.error.sessionExpired': 'La sesión ha caducado. Vuelva a iniciar sesión.',
  'server.error.forbidden': 'No tiene permiso para hacer esto',
  'server.error.notFound': 'No encontrado',
  'server.error.pageNotFound': 'Página no encontrada: {method} {path}',
  'server.error.invalidData': 'Datos no válidos',
  'server.error.invalidValue': 'Valor no válido',
  'server.error.invalidQueryParameter': 'Parámetro de consulta no válido «{name}»',
  'server.error.unknownField': 'Campo desconocido «{name}»',
  'server.error.invalidField': '{field}: {problem}',
  'server.error.unknownReference': '{field} desconocido',
  'server.error.duplicate': 'Ya existe un registro con este valor',
  'server.error.inUse': 'Este registro todavía está en uso',
  'server.error.jsonBodyRequired': 'Se necesita un cuerpo con un objeto JSON',
  'server.error.invalidJson': 'El cuerpo de la solicitud no es un JSON válido',
  'server.error.bodyTooLarge': 'El cuerpo de la solicitud es demasiado grande',
  'server.error.unsupportedContentType': 'Tipo de contenido no admitido; envíe application/json',
  'server.error.requestTimeout': 'La solicitud ha tardado demasiado en llegar',
  'server.error.busy': 'El servicio está ocupado en este momento. Vuelva a intentarlo en un momento.',
  'server.error.unexpected': 'Se ha producido un error en el servidor',
  'server.error.notReady': 'No está listo',

  // Attempt limits
  'server.limit.signIn':
    'Demasiados intentos de inicio de sesión. Espere unos minutos y vuelva a intentarlo.',
  'server.limit.attempts': 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  'server.limit.attemptsShort': 'Demasiados intentos. Espere unos minutos.',
  'server.limit.requests': 'Demasiadas solicitudes. Espere unos minutos y vuelva a intentarlo.',
  'server.limit.resetMails': 'Demasiados correos de restablecimiento para esta cuenta.',
  'server.limit.joins': 'Demasiados participantes se han unido a esta sesión desde tu red.',

  // Fields many forms share
  'server.field.emailRequired': 'El correo electrónico es obligatorio',
  'server.field.emailFormat': 'Formato de correo no válido',
  'server.field.emailValid': 'Introduzca un correo electrónico válido',
  'server.field.emailInvalid': 'Correo no válido',
  'server.field.passwordRequired': 'La contraseña es obligatoria',
  'server.field.passwordLength': 'La contraseña debe tener al menos 8 caracteres',
  'server.field.firstNameRequired': 'El nombre es obligatorio',
  'server.field.lastNameRequired': 'Los apellidos son obligatorios',
  'server.field.companyRequired': 'La empresa es obligatoria',
  'server.field.categoryRequired': 'La categoría es obligatoria',
  'server.field.scenarioRequired': 'El escenario es obligatorio',
  'server.field.titleRequired': 'El título es obligatorio',
  'server.field.descriptionRequired': 'La descripción es obligatoria',
  'server.field.questionRequired': 'La pregunta es obligatoria',
  'server.field.tagsList': 'Las etiquetas deben ser una lista',
  'server.field.unknownTag': 'Etiqueta desconocida',
  'server.field.url': 'Debe ser una URL válida',
  'server.field.date': 'Fecha no válida',

  // Signing in, profile, password reset
  'server.auth.invalidLogin': 'Correo electrónico o contraseña no válidos',
  'server.auth.strategyRequired': 'La estrategia es obligatoria',
  'server.auth.strategyInvalid': 'La estrategia debe ser «local», «jwt» o «sso»',
  'server.auth.accessTokenRequired': 'El token de acceso es obligatorio',
  'server.auth.currentPasswordRequired': 'La contraseña actual es obligatoria',
  'server.auth.currentPasswordIncorrect': 'La contraseña actual no es correcta',
  'server.auth.commonPassword': 'Esta contraseña es una de las más comunes. Elija otra.',
  'server.auth.weakPassword':
    'Esta contraseña es demasiado fácil de adivinar. Elija una más larga, por ejemplo varias palabras sin relación entre sí.',
  'server.auth.passwordChanged': 'Se ha cambiado su contraseña.',
  'server.auth.resetRequested':
    'Si existe una cuenta con este correo electrónico, le enviaremos un enlace para restablecer la contraseña.',
  'server.auth.resetLinkInvalid': 'Este enlace de restablecimiento no es válido o ha caducado',
  'server.auth.passwordReset': 'Se ha restablecido su contraseña. Ya puede iniciar sesión.',
  'server.signUp.waitlistOnly':
    'Aquí el registro se hace mediante la lista de espera. Únase a la lista de espera.',
  'server.signUp.requested':
    'Revise su bandeja de entrada: un enlace para confirmar su correo electrónico está en camino. Es válido durante 24 horas.',
  'server.signUp.linkInvalid': 'Este enlace de confirmación no es válido, ya se ha usado o ha caducado',

  // Users and plans
  'server.users.notFound': 'Usuario no encontrado',
  'server.users.ownCompany': 'Solo puede gestionar usuarios de su propia empresa',
  'server.users.emailTaken': 'Ya existe un usuario con este correo electrónico',
  'server.users.ownRights':
    'No puede quitarse sus propios permisos de administrador ni archivarse a sí mismo',
  'server.users.planRequired':
    'El plan de suscripción y la fecha de vencimiento son obligatorios para los usuarios que no son administradores',
  'server.plans.expired': 'Tu suscripción ha caducado',
  'server.plans.changeOperatorOnly':
    'Solo el operador de la plataforma puede cambiar los planes de suscripción',
  'server.plans.trialOperatorOnly':
    'Una prueba gratuita termina 4 semanas después de crear el usuario; solo el operador de la plataforma puede ampliarla',
  'server.plans.extendOperatorOnly':
    'Solo el operador de la plataforma puede ampliar un plan más allá del de su empresa (hasta {date})',
  'server.plans.seatsFull':
    'El plan de su empresa tiene {seats} plazas, todas ocupadas; archive un usuario o solicite más plazas',

  // Entitlements (services/entitlements.ts): a refusal names the plan that gives what was refused.
  'server.entitlements.customScenarios': 'Los escenarios personalizados se incluyen en el plan Pro',
  'server.entitlements.customScenariosUsed':
    'Ya se crearon los {limit} escenarios personalizados de este año del plan; el plan Enterprise incluye escenarios personalizados ilimitados',
  'server.entitlements.playlists': 'Las listas de reproducción se incluyen en el plan Pro',
  'server.entitlements.teamManagement': 'La gestión del equipo se incluye en el plan Pro',

  // Companies, categories, tags
  'server.companies.notFound': 'Empresa no encontrada',
  'server.companies.operatorArchive': 'La empresa operadora no se puede archivar',
  'server.companies.nameRequired': 'El nombre de la empresa es obligatorio',
  'server.companies.extraCustomScenarios':
    'Los escenarios personalizados adicionales deben ser un número entero de 0 a 1000',
  'server.companies.retention': 'La conservación debe estar entre 1 y 120 meses',
  'server.lists.categoryNotFound': 'Categoría no encontrada',
  'server.lists.tagNotFound': 'Etiqueta no encontrada',
  'server.lists.faqCategoryNotFound': 'Categoría de preguntas frecuentes no encontrada',
  'server.lists.faqTagNotFound': 'Etiqueta de preguntas frecuentes no encontrada',
  'server.lists.helpCategoryNotFound': 'Categoría de ayuda no encontrada',
  'server.lists.categoryNameRequired': 'El nombre de la categoría es obligatorio',
  'server.lists.tagNameRequired': 'El nombre de la etiqueta es obligatorio',
  'server.lists.nameRequired': 'El nombre es obligatorio',
  'server.lists.colour': 'El color debe ser un color hexadecimal como #000000',
  'server.lists.resourceRequired': 'El recurso es obligatorio',
  'server.lists.unknownResource': 'Recurso desconocido',
  'server.lists.idsRequired': 'Los identificadores son obligatorios',
  'server.lists.unknownIds': 'Desconocidos o no suyos: {ids}',

  // Scenarios and their slides
  'server.scenarios.notFound': 'Escenario no encontrado',
  'server.scenarios.favoriteNotFound': 'Favorito no encontrado',
  'server.scenarios.publicOperatorOnly':
    'Solo el operador de la plataforma puede publicar escenarios en la biblioteca pública',
  'server.scenarios.ownCompany': 'Solo puede crear escenarios para su propia empresa',
  'server.scenarios.cannotChange': 'No puede modificar este escenario',
  'server.scenarios.cannotDelete': 'No puede eliminar este escenario',
  'server.scenarios.descriptionShort': 'La descripción debe tener al menos 10 caracteres',
  'server.scenarios.descriptionLong': 'La descripción no debe superar los 100 caracteres',
  'server.scenarios.scriptRequired': 'El guion es obligatorio',
  'server.scenarios.scriptShort': 'El guion debe tener al menos 10 caracteres',
  'server.scenarios.scriptLong': 'El guion no debe superar los 1000 caracteres',
  'server.scenarios.authorRequired': 'El autor es obligatorio',
  'server.scenarios.thumbnail': 'La miniatura debe ser un archivo',
  'server.scenarios.linkRequired': 'El enlace es obligatorio',
  'server.scenarios.link': 'Cada enlace debe ser una URL válida',
  'server.scenarios.typeRequired': 'El tipo es obligatorio',
  'server.scenarios.unknownCompany': 'Empresa desconocida',
  'server.slides.required': 'Se necesita al menos una diapositiva',
  'server.slides.typeRequired': 'El tipo de diapositiva es obligatorio',
  'server.slides.captions': 'Los subtítulos deben ser un archivo WebVTT',
  'server.slides.responses': 'Todas las respuestas deben estar completas',
  'server.slides.suggestedTime': 'El tiempo sugerido debe estar entre 0 y 600 minutos',
  'server.slides.promptLength': 'La consigna debe tener como máximo 200 caracteres',
  'server.slides.videoTitle': 'El título es obligatorio en las diapositivas de video',
  'server.slides.videoScript': 'El guion es obligatorio en las diapositivas de video',
  'server.slides.videoUpload': 'Las diapositivas de video necesitan un archivo subido',
  'server.slides.pollTitle': 'El título es obligatorio en las diapositivas de encuesta',
  'server.slides.pollSubtext': 'El subtítulo es obligatorio en las diapositivas de encuesta',
  'server.slides.pollReveal': 'Elija cuándo se muestran los resultados',
  'server.slides.pollThreshold': 'Las respuestas mínimas deben ser un número entero de 1 a 1000',
  'server.slides.pollAnswerCount': 'Mostrar el número de respuestas debe estar activado o desactivado',
  'server.slides.pollResultsTwice': 'Esta encuesta ya tiene una diapositiva de resultados',
  'server.slides.wordCloudPrompt': 'La consigna es obligatoria en las diapositivas de nube de palabras',
  'server.slides.wordCloudEntries': 'Las entradas por participante deben ser 1, 2 o 3',
  'server.slides.commitmentPrompt': 'La consigna es obligatoria en las diapositivas de compromiso',
  'server.slides.decisionTitle': 'El título es obligatorio en las diapositivas de decisión',
  'server.slides.decisionOptions': 'Una decisión necesita de 2 a 4 opciones',
  'server.slides.decisionLabel': 'Cada opción necesita una etiqueta',
  'server.slides.decisionLabelLength': 'La etiqueta de una opción debe tener como máximo 120 caracteres',
  'server.slides.decisionEmptyPath': 'Cada opción necesita al menos una diapositiva en su camino',
  'server.slides.decisionRejoin':
    'Un camino debe volver a una diapositiva de la línea principal posterior a su decisión',
  'server.slides.decisionNested': 'Una decisión no puede estar dentro de un camino',
  'server.slides.decisionGrouped':
    'Las diapositivas de un camino deben seguir a su decisión, agrupadas por opción',
  'server.slides.decisionUnreachable': 'Ningún camino lleva a esta diapositiva',
  'server.slides.decisionVideo': 'El video debe ser un archivo subido',
  'server.slides.roadNotTaken': 'Mostrar el camino no elegido debe estar activado o desactivado',

  // Help: FAQs and guides
  'server.help.faqNotFound': 'Pregunta frecuente no encontrada',
  'server.help.guideNotFound': 'Guía de ayuda no encontrada',
  'server.help.questionLength': 'La pregunta debe tener como máximo 255 caracteres',
  'server.help.answerRequired': 'La respuesta es obligatoria',
  'server.help.answerLength': 'La respuesta debe tener como máximo 1000 caracteres',
  'server.help.titleLength': 'El título debe tener como máximo 255 caracteres',
  'server.help.descriptionLength': 'La descripción debe tener como máximo 2000 caracteres',
  'server.help.audienceLength': 'El público objetivo debe tener como máximo 255 caracteres',

  // Uploads
  'server.uploads.fileNameRequired': 'El nombre del archivo es obligatorio',
  'server.uploads.fileTypeRequired': 'El tipo de archivo es obligatorio',
  'server.uploads.fileType': 'Este tipo de archivo no está permitido',
  'server.uploads.fileTypes': 'Este tipo de archivo no está permitido (solo imágenes, videos y archivos PDF)',
  'server.uploads.fileSize': 'El tamaño del archivo debe ser un número de bytes',
  'server.uploads.tooLarge': 'El archivo es demasiado grande (como máximo {megabytes} MB)',
  'server.uploads.linkInvalid': 'Este enlace de subida no es válido o ha caducado',
  'server.uploads.contentType': 'El archivo debe enviarse con Content-Type {contentType}',
  'server.uploads.interrupted': 'La subida se ha interrumpido',
  'server.uploads.fileNotFound': 'Archivo no encontrado',
  'server.uploads.overLimit': 'El archivo supera el límite firmado de {max} bytes',

  // Sessions, impact, check-ins
  'server.sessions.notFound': 'Sesión no encontrada',
  'server.sessions.open': 'Cierra la sesión actual para empezar una nueva',
  'server.sessions.noFreeCode': 'Ahora mismo no hay ningún código de sesión libre; vuelva a intentarlo',
  'server.sessions.followUpDays': 'El seguimiento debe ser a los 7, 14 o 30 días',
  'server.sessions.followUpSent': 'El seguimiento ya se ha enviado.',
  'server.sessions.completedAtRequired': 'La hora de finalización es obligatoria',
  'server.sessions.completedAt': 'La hora de finalización debe ser una fecha y hora',
  'server.impact.dateRange': 'La fecha de inicio debe ser igual o anterior a la fecha de fin',
  'server.impact.otherCompany': 'Solo puede ver informes de su propia empresa',
  'server.impact.pdfUnavailable':
    'La exportación a PDF no está disponible ahora mismo. Vuelva a intentarlo en un minuto.',
  'server.impact.pdfOnePerUser':
    'Su exportación a PDF todavía se está generando. Espere a que termine y vuelva a intentarlo.',
  'server.playlists.notFound': 'Lista no encontrada',
  'server.playlists.titleLength': 'El título debe tener como máximo 120 caracteres',
  'server.playlists.teamNameLength': 'El nombre del equipo debe tener como máximo 120 caracteres',
  'server.playlists.cadence': 'La frecuencia debe ser semanal, quincenal o mensual',
  'server.playlists.stepsRequired': 'Añade al menos un escenario',
  'server.playlists.scenario': 'Elige un escenario de tu biblioteca',
  'server.playlists.step': 'Este paso no está en la lista',
  'server.playlists.stepScenario': 'El escenario debe ser el del paso de la lista',
  'server.checkIn.invalid': 'Este enlace de seguimiento no es válido.',
  'server.checkIn.expired': 'Este enlace de seguimiento ha caducado.',
  'server.checkIn.answered': 'Este seguimiento ya tiene respuesta.',

  // Single sign-on
  'server.sso.plan': 'El inicio de sesión único solo está disponible en el plan Enterprise',
  'server.sso.notSetUp': 'El inicio de sesión único no está configurado para esta dirección de correo',
  'server.sso.noKey':
    'El inicio de sesión único no está disponible en este servidor: SSO_SECRET_KEY no está definida',
  'server.sso.passwordOff': 'Su empresa inicia sesión con inicio de sesión único. Use Continuar con SSO.',
  'server.sso.attemptExpired': 'Este inicio de sesión ha caducado o ya se ha usado. Vuelva a intentarlo.',
  'server.sso.notVerified':
    'No se ha podido verificar la respuesta del proveedor de inicio de sesión. Vuelva a intentarlo.',
  'server.sso.providerRefused': 'El proveedor de inicio de sesión no le ha dejado entrar.',
  'server.sso.noEmail':
    'El proveedor de inicio de sesión no ha compartido una dirección de correo verificada.',
  'server.sso.outsideDomains':
    'Esta dirección de correo no está cubierta por el inicio de sesión único de su empresa.',
  'server.sso.otherCompany': 'Esta cuenta pertenece a otra empresa. Inicie sesión con su contraseña.',
  'server.sso.archived': 'Su cuenta se ha archivado. Pida al administrador de su empresa que la restaure.',
  'server.sso.codeExpired': 'Este inicio de sesión ha caducado. Vuelva a intentarlo.',
  'server.sso.unreachable':
    'No se puede contactar con el proveedor de inicio de sesión. Vuelva a intentarlo más tarde.',
  'server.sso.secretUnreadable':
    'El inicio de sesión único no está disponible: el secreto de cliente guardado no se puede leer con la SSO_SECRET_KEY de este servidor. Vuelva a introducir el secreto de cliente.',
  'server.sso.customersOnly': 'El inicio de sesión único es para empresas clientes',
  'server.branding.color': 'Introduzca un color como #RRGGBB, por ejemplo #1d4ed8',
  'server.branding.contrastLight':
    'Demasiado claro para leerse en el escenario claro: contraste {ratio, number}:1, el texto necesita al menos 4,5:1. Elija un color más oscuro.',
  'server.branding.contrastDark':
    'Demasiado oscuro para leerse en el escenario oscuro: contraste {ratio, number}:1, el texto necesita al menos 4,5:1. Elija un color más claro.',
  'server.branding.logoUrl': 'El logotipo debe ser una dirección http(s)',
  'server.sso.domain': 'Introduzca dominios de correo como example.com',
  'server.sso.domainsRequired': 'Añada al menos un dominio de correo',
  'server.sso.domainsMax': 'Como máximo 50 dominios de correo',
  'server.sso.ownDomains':
    'Solo se pueden añadir dominios de las direcciones de los usuarios de su empresa (no {domains}); pida otros al operador de la plataforma',
  'server.sso.domainTaken': 'Un dominio está cubierto por el inicio de sesión único de otra empresa',
  'server.sso.domainsTaken': 'Ya cubiertos por el inicio de sesión único de otra empresa: {domains}',
  'server.sso.issuerRequired': 'La URL del emisor es obligatoria',
  'server.sso.issuer': 'La URL del emisor debe ser una dirección http(s)',
  'server.sso.issuerHttps': 'La URL del emisor debe ser una dirección https://',
  'server.sso.noProvider':
    'Ningún proveedor OpenID Connect responde en esta URL del emisor (su .well-known/openid-configuration)',
  'server.sso.clientIdRequired': 'El ID de cliente es obligatorio',
  'server.sso.clientSecretRequired': 'El secreto de cliente es obligatorio',
  'server.sso.clientSecretAgain': 'Vuelva a introducir el secreto de cliente',
  'server.sso.linkPending':
    'Primero confirma con tu contraseña de Ready Teams para vincular tu proveedor de inicio de sesión.',
  'server.sso.linkPasswordWrong':
    'Contraseña incorrecta. Introduce la contraseña con la que inicias sesión en Ready Teams.',

  // The live channel
  'server.live.noSession': 'No hay ninguna sesión en directo con el código {pin}',
  'server.live.noRecord': 'No se ha encontrado ningún registro con el id «{id}»',
  'server.live.notAllowed': 'No tienes permiso para controlar esta sesión.',
  'server.live.tryAgain': 'Algo ha salido mal. Inténtalo de nuevo.',
  'server.live.noLiveSession': 'No hay ninguna sesión en directo',
  'server.live.ended': 'La sesión ha terminado.',
  'server.live.movedOn': 'El anfitrión ha pasado a otra cosa; esta pregunta está cerrada.',
  'server.live.noSlide': 'Esa diapositiva no existe.',
  'server.live.videoAction': 'Acción de video desconocida.',
  'server.live.noWordCloud': 'No hay ninguna nube de palabras en esa diapositiva.',
  'server.live.noWord': 'Esa palabra no existe.',
  'server.live.hiddenInvalid': 'Indica si la palabra está oculta.',
  'server.live.moderation': 'Moderación desconocida.',
  'server.live.noBoard': 'No hay ningún muro de debate en esta diapositiva.',
  'server.live.postingOpen': 'Indica si las publicaciones están abiertas.',
  'server.live.noDecision': 'No hay ninguna decisión en esa diapositiva.',
  'server.live.noOption': 'Esa opción no existe.',
  'server.live.revealedInvalid': 'Indica si se muestra el reparto de votos.',
  'server.live.tie': 'Hay un empate: elige una opción.',
  'server.live.noVotes': 'Nadie ha votado todavía: elige una opción.',
  'server.live.decideFirst': 'Toma primero esta decisión.',
  'server.live.participantsPulse': 'Solo los participantes pueden enviar una señal de pulso.',
  'server.live.participantsPost': 'Solo los participantes pueden publicar.',
  'server.live.participantsVote': 'Solo los participantes pueden votar.',
  'server.live.participantsCommit': 'Solo los participantes pueden asumir un compromiso.',
  'server.live.hostModerates': 'Solo el anfitrión puede moderar las publicaciones.',
  'server.live.hostPosting': 'Solo el anfitrión puede activar o desactivar las publicaciones.',
  'server.live.hostDecides': 'Solo el anfitrión puede tomar decisiones.',
  'server.live.noPost': 'Esa publicación no existe.',
  'server.live.showFirst': 'Muestra esta publicación antes de destacarla.',
  'server.live.answerInvalid': 'Esa respuesta no es válida.',
  'server.live.signalInvalid': 'Esa señal no es válida.',
  'server.live.signalAgain': 'Acabas de enviarlo. Podrás enviarlo de nuevo dentro de un minuto.',
  'server.live.noQuestion': 'Esa pregunta no existe en esta diapositiva.',
  'server.live.postInvalid': 'Esa publicación no es válida.',
  'server.live.postEmpty': 'Escribe algo antes de publicar.',
  'server.live.postLength': 'Las publicaciones pueden tener como máximo {max} caracteres.',
  'server.live.postingOff': 'Las publicaciones están desactivadas en esta diapositiva.',
  'server.live.postLimit': 'Puedes publicar hasta {max} aportaciones en cada pregunta.',
  'server.live.voteInvalid': 'Ese voto no es válido.',
  'server.live.ownPost': 'No puedes votar a favor de tu propia publicación.',
  'server.live.notShown': 'Esta publicación no está en el muro.',
  'server.live.alreadyVoted': 'Ya has votado a favor de esta publicación.',
  'server.live.notVoted': 'No has votado a favor de esta publicación.',
  'server.live.noCommitment': 'No hay ningún compromiso en esta diapositiva.',
  'server.live.commitmentInvalid': 'Ese compromiso no es válido.',
  'server.live.commitmentEmpty': 'Escribe primero tu compromiso.',
  'server.live.commitmentLength': 'Los compromisos tienen como máximo {max} caracteres.',
  'server.live.commitmentEmail': 'Introduce una dirección de correo válida o déjala vacía.',
  'server.live.commitmentSourceCap':
    'Desde tu red ya se dejaron demasiadas direcciones para recordatorios en esta sesión. Envía tu compromiso sin dirección.',
  'server.live.practice': 'Las sesiones de práctica no envían recordatorios.',
  'server.live.tooFast': 'Está enviando demasiado rápido. Espere un momento y vuelva a intentarlo.',
  'server.live.feedInvalid': 'Elige cómo se muestran las publicaciones: según llegan o tras aprobarlas.',
  'server.live.hostFeed': 'Solo el anfitrión puede elegir cómo se muestran las publicaciones.',
  'server.live.reactionInvalid': 'Esa reacción no es válida.',
  'server.live.reactionsOff': 'El anfitrión ha desactivado las reacciones.',
  'server.live.reactionsTooFast':
    'Está reaccionando demasiado rápido. Espere unos segundos y vuelva a intentarlo.',
  'server.live.participantsReact': 'Solo los participantes pueden enviar reacciones.',
  'server.live.hostReactions': 'Solo el anfitrión puede activar o desactivar las reacciones.',
  'server.live.reactionsAllowedInvalid': 'Indica si las reacciones están activadas.',

  // Mails
  'server.mail.resetSubject': 'Restablezca su contraseña de Ready Teams',
  'server.mail.resetBody':
    'Hola, {name}:\n\nAlguien ha pedido restablecer la contraseña de su cuenta de Ready Teams. Para elegir una nueva contraseña, abra este enlace en el plazo de una hora:\n\n{link}\n\nSi no lo ha pedido usted, puede ignorar este mensaje; su contraseña no cambia.\n',
  'server.mail.trialSubject': 'Confirme su correo electrónico para empezar su prueba de Ready Teams',
  'server.mail.trialBody':
    'Hola:\n\nPara confirmar este correo electrónico y empezar su prueba gratuita de Ready Teams, abra este enlace en un plazo de 24 horas:\n\n{link}\n\nLa prueba dura 4 semanas, sin tarjeta de crédito. Si no se ha registrado usted, puede ignorar este mensaje: no se crea nada hasta que se abre el enlace.\n',
  'server.mail.trialExistsSubject': 'Su cuenta de Ready Teams',
  'server.mail.trialExistsBody':
    'Hola, {name}:\n\nAlguien ha pedido empezar una prueba gratuita con este correo electrónico, que ya tiene una cuenta de Ready Teams. Para iniciar sesión, abra:\n\n{signIn}\n\n¿Ha olvidado su contraseña? Elija una nueva aquí:\n\n{reset}\n\nSi no lo ha pedido usted, puede ignorar este mensaje; no ha cambiado nada.\n',
  'server.checkIn.question': '¿Lo has puesto en práctica?',
  'server.mail.followUpSubject': 'Tu compromiso de {scenario}',
  'server.mail.followUpIntro':
    'Hace {days, plural, one {# día} many {# de días} other {# días}}, al final de «{scenario}», anotaste una cosa que harías de otra manera:',
  'server.mail.followUpAsk': 'Una sola pregunta, sin necesidad de cuenta:',
  'server.mail.followUpLink': 'Responder al seguimiento',
  'server.mail.followUpPrivacy':
    'El enlace funciona una sola vez. Tu dirección se ha usado solo para este correo y ya se ha eliminado.',
  'server.mail.followUpSource':
    'Recibes este correo porque alguien introdujo esta dirección al final de la sesión «{scenario}» de {company} el {date}.',
  'server.mail.followUpUnsubscribeNote':
    '¿No eras tú o no quieres más correos así? Con un clic, Ready Teams no volverá a escribir a esta dirección, de ninguna empresa:',
  'server.mail.followUpUnsubscribeLink': 'No volver a escribirme nunca',
  'server.unsubscribe.invalid': 'Este enlace para darse de baja no es válido.',
  'server.unsubscribe.confirm':
    '¿Dejar de enviar a esta dirección cualquier correo de seguimiento de Ready Teams, de todas las empresas?',
  'server.unsubscribe.done': 'Hecho: Ready Teams no volverá a escribir nunca a esta dirección.',
} satisfies Record<keyof typeof en, string>;
