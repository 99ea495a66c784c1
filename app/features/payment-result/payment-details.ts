/** What the payment provider's return URL tells us (docs/product/site-pages.md, Payment success: PayPal's tx, amt and cc). */
export interface PaymentDetails {
  /** "Amount Paid: {cc} {amt}", only when both are present. */
  amountPaid: string | null;
  transactionId: string | null;
}

function present(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

export function paymentDetailsFrom(params: URLSearchParams): PaymentDetails {
  const amount = present(params, "amt");
  const currency = present(params, "cc");
  return {
    amountPaid: amount && currency ? `Amount Paid: ${currency} ${amount}` : null,
    transactionId: present(params, "tx"),
  };
}
