export { PaymentResult } from "./payment-result.tsx";
