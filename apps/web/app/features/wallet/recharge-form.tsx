// The deposit form is the payment form's deposit direction (payment-form.tsx).
export { RechargeForm } from './payment-form.tsx';
