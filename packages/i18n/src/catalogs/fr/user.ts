import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Introuvable',
  user_wrong_password: 'Le mot de passe actuel est incorrect',
  user_two_factor_already_on: 'L’authentification à deux facteurs est déjà activée',
  user_two_factor_not_set_up: 'Commencez d’abord la configuration à deux facteurs',
  user_two_factor_off: 'L’authentification à deux facteurs est désactivée',
  user_account_exists: 'Vous avez déjà un compte dans cette devise',
  user_account_not_removable: 'Ce compte ne peut pas être supprimé',
  user_account_added: 'Le compte est en cours d’ouverture et apparaîtra bientôt',
  user_account_removed: 'Le compte a été supprimé',
  user_email_missing: 'Ajoutez d’abord une adresse e-mail',
  user_email_already_verified: 'Votre adresse e-mail est déjà confirmée',
  user_verification_sent: 'Nous vous avons envoyé un e-mail de confirmation',
  user_newsletter_stopped: 'Vous êtes désabonné de la newsletter',
  user_email_verified: 'Votre adresse e-mail est confirmée',
  user_phone_bound: 'Votre numéro de téléphone est associé',
  user_password_changed: 'Votre mot de passe a été modifié',
  user_account_remove_balance:
    'Ce compte contient encore de l’argent. Retirez-le ou transférez-le vers un autre compte avant de supprimer le compte.',
  user_account_remove_payment:
    'Un paiement vers ce compte est encore en cours. Attendez qu’il soit terminé ou annulé, puis supprimez le compte.',
  user_account_remove_withdrawal:
    'Un retrait depuis ce compte est encore en cours de versement. Attendez qu’il soit terminé, puis supprimez le compte.',
  user_account_remove_coupon:
    'Ce compte a des paris qui ne sont pas encore réglés. Attendez leur règlement, puis supprimez le compte.',
};
