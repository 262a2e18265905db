// The withdrawal form is the payment form's withdrawal direction (payment-form.tsx).
export { WithdrawForm } from './payment-form.tsx';
