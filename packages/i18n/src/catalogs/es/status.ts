import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Volver a la página de inicio',
  status_payment_success_title: 'Pago realizado',
  status_payment_success_text: '¡Gracias! El dinero aparecerá en tu saldo en breve.',
  status_payment_fail_title: 'El pago ha fallado',
  status_payment_fail_text: 'El pago no se ha completado. Inténtalo de nuevo o elige otro método.',
  status_payment_pending_title: 'Pago en proceso',
  status_payment_pending_text:
    'Tu saldo se actualizará en cuanto el proveedor de pagos confirme el pago.',
  status_payment_cancel_title: 'Pago cancelado',
  status_payment_cancel_text: 'El pago se ha cancelado. Puedes hacer uno nuevo cuando quieras.',
  status_withdraw_success_title: 'Retiro solicitado',
  status_withdraw_success_text: 'Tu solicitud de retiro se ha aceptado y se está procesando.',
  status_withdraw_fail_title: 'El retiro ha fallado',
  status_withdraw_fail_text: 'No se ha podido completar el retiro. Inténtalo de nuevo más tarde.',
  status_withdraw_pending_title: 'Retiro en proceso',
  status_withdraw_pending_text: 'Enviaremos el dinero en cuanto el proveedor de pagos lo confirme.',
  status_withdraw_cancel_title: 'Retiro cancelado',
  status_withdraw_cancel_text:
    'El retiro se ha cancelado. Puedes solicitar uno nuevo cuando quieras.',
  status_maintenance_title: 'Mantenimiento técnico',
  status_maintenance_text:
    'Estamos mejorando el sitio y volveremos pronto. Gracias por tu paciencia.',
  status_maintenance_window: 'Desde {start} hasta {end}',
  status_maintenance_until: 'Fin previsto: {end}',
  status_maintenance_since: 'Inicio: {start}',
  status_block_title: 'Acceso restringido',
  status_block_text:
    'El acceso al sitio está restringido. Si crees que se trata de un error, ponte en contacto con el servicio de asistencia.',
  status_block_ua_title: 'No disponible en tu región',
  status_block_ua_text: 'Este sitio no se puede usar en tu país.',
  status_block_ie_title: 'Tu navegador no es compatible',
  status_block_ie_text: 'Abre el sitio en una versión actual de Chrome, Firefox, Safari o Edge.',
  status_site_updates_title: 'El sitio se está actualizando',
  status_site_updates_text: 'Estamos publicando una actualización. Vuelve en unos minutos.',
  status_coming_soon_title: 'Próximamente',
  status_coming_soon_text: 'El sitio abrirá pronto en tu región.',
  status_suspension_title: 'Cuenta suspendida',
  status_suspension_text:
    'Tu cuenta está suspendida. Ponte en contacto con el servicio de asistencia para saber más.',
  status_maintenance_api:
    'El sitio está en mantenimiento técnico: las apuestas y los pagos están en pausa. Vuelve a intentarlo cuando termine.',
  status_maintenance_auto:
    'Esta página te devolverá al sitio por sí sola en cuanto vuelva a abrir.',
  status_maintenance_notice_window:
    'Hay un mantenimiento técnico previsto del {start} al {end}. Durante ese tiempo el sitio no estará disponible.',
  status_maintenance_notice_from:
    'Hay un mantenimiento técnico previsto a partir del {start}. El sitio no estará disponible durante un tiempo.',
  status_maintenance_notice_soon:
    'Pronto habrá un mantenimiento técnico. El sitio no estará disponible durante un tiempo.',
  status_appeals_title: 'Mis reclamaciones por bloqueo',
  status_appeals_empty: 'No tienes reclamaciones.',
  status_appeals_empty_text:
    'Este sitio todavía no registra las reclamaciones contra el bloqueo de una cuenta, así que aquí no hay nada que mostrar. Si tu cuenta ha sido bloqueada, ponte en contacto con el soporte.',
};
