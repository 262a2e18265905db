import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'No encontrado',
  user_wrong_password: 'La contraseña actual es incorrecta',
  user_two_factor_already_on: 'La autenticación en dos pasos ya está activada',
  user_two_factor_not_set_up: 'Primero inicia la configuración en dos pasos',
  user_two_factor_off: 'La autenticación en dos pasos está desactivada',
  user_account_exists: 'Ya tienes una cuenta en esta moneda',
  user_account_not_removable: 'Esta cuenta no se puede eliminar',
  user_account_added: 'La cuenta se está abriendo y aparecerá en breve',
  user_account_removed: 'La cuenta se ha eliminado',
  user_email_missing: 'Primero añade una dirección de correo',
  user_email_already_verified: 'Tu dirección de correo ya está confirmada',
  user_verification_sent: 'Te hemos enviado un correo de confirmación',
  user_newsletter_stopped: 'Te has dado de baja del boletín',
  user_email_verified: 'Tu dirección de correo está confirmada',
  user_phone_bound: 'Tu número de teléfono está vinculado',
  user_password_changed: 'Tu contraseña se ha cambiado',
  user_account_remove_balance:
    'Esta cuenta todavía tiene dinero. Retíralo o transfiérelo a otra cuenta antes de eliminarla.',
  user_account_remove_payment:
    'Un pago a esta cuenta todavía está en curso. Espera a que se complete o se cancele y luego elimina la cuenta.',
  user_account_remove_withdrawal:
    'Un retiro de esta cuenta todavía se está pagando. Espera a que se complete y luego elimina la cuenta.',
  user_account_remove_coupon:
    'Esta cuenta tiene apuestas que aún no se han liquidado. Espera a que se liquiden y luego elimina la cuenta.',
};
