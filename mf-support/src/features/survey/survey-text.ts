/** The after-purchase survey's Spanish copy (issue 16). */
export const SURVEY_TEXT = {
  /** The page's title until the survey's own arrives (and when it cannot be read). */
  title: 'Encuesta de satisfacción',
  order: (number: string) => `Pedido ${number}`,
  lead: 'Cuéntanos cómo te fue con esta compra. Las preguntas marcadas con * son obligatorias.',
  loading: 'Cargando la encuesta…',
  unavailable: 'Esta encuesta ya no está disponible. ¡Gracias por tu interés!',
  badLink: 'El enlace de la encuesta no es válido: no indica un número de pedido.',
  toTracking: 'Ir a Mi Pedido',
  formLabel: 'Preguntas de la encuesta',
  email: 'Correo electrónico usado en la compra',
  emailHelp: 'Con el número de pedido, nos dice qué compra estás calificando.',
  choicePlaceholder: 'Elige una opción',
  ratingLabel: (value: number) => (value === 1 ? '1 estrella' : `${String(value)} estrellas`),
  ratingEmpty: 'Sin calificar',
  submit: 'Enviar respuestas',
  submitting: 'Enviando…',
  thanksLead: 'Tus respuestas nos ayudan a mejorar. No necesitas hacer nada más.',
  alreadyAnsweredLead: 'Cada pedido se califica una sola vez. ¡Gracias por tu tiempo!',
  keepShopping: 'Seguir comprando',
} as const;
