/**
 * The dialog's and the /login page's Spanish copy (docs/business-rules.md#pages-and-layouts and
 * #accounts).
 */
export const AUTH_TEXT = {
  dialogTitle: 'Mi cuenta',
  close: 'Cerrar',
  tabsLabel: 'Iniciar sesión o registrarse',
  loginTab: 'Iniciar Sesión',
  signupTab: 'Registrarse',
  email: 'Correo electrónico',
  password: 'Contraseña',
  login: 'Iniciar Sesión',
  loggingIn: 'Iniciando sesión...',
  forgotPassword: 'Olvidé mi contraseña',
  cancel: 'Cancelar',
  forgotPasswordIntro: 'Escribe tu correo y te enviaremos un enlace para restablecer tu contraseña.',
  sendLink: 'Enviar enlace',
  sendingLink: 'Enviando...',
  firstname: 'Nombre',
  lastname: 'Apellido',
  passwordRepeat: 'Repetir contraseña',
  identity: 'Identidad',
  acceptPrivacy: 'Acepto la',
  privacyPolicy: 'política de privacidad',
  createAccount: 'Crear cuenta',
  signingUp: 'Registrando...',
  /** `/portal/nueva-contrasena` (the reset e-mail's link). */
  newPasswordTitle: 'Nueva contraseña',
  newPasswordIntro: 'Escribe tu nueva contraseña dos veces. Al guardarla se cierran tus sesiones abiertas.',
  newPassword: 'Nueva contraseña',
  newPasswordRepeat: 'Repetir nueva contraseña',
  savePassword: 'Guardar contraseña',
  savingPassword: 'Guardando...',
  passwordSaved: (message: string) => `${message}. Inicia sesión con tu nueva contraseña.`,
  errorCode: (code: string) => `Código: ${code}`,
  linkMissing: 'Este enlace no trae el código para cambiar tu contraseña. Pide un correo nuevo.',
  askNewLink: 'Pedir un correo nuevo',
  /** The /login page (small screens): its h1 and, with the store's name, the document title. */
  pageTitle: 'Iniciar sesión',
} as const;
