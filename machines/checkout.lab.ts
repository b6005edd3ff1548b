import type { LabMachine } from './lab-machine'
import { checkoutMachine, type CheckoutAnswer, type CheckoutCard } from './checkout.machine'

const sampleCard: CheckoutCard = { id: 1, label: 'Visa •••• 4242', needsReconnect: false }
const succeeded: CheckoutAnswer = { message: 'Payment succeeded!', payment: { id: 1, status: 'succeeded', credits: 100, amount_cents: 1000 }, balance: 210 }

/** The checkout machine in the Machine Lab: the tester answers the purchase and each payment check by hand. */
export const checkoutLab: LabMachine = {
  id: 'checkout',
  title: 'wallet.lab.checkout',
  machine: checkoutMachine,
  input: { card: sampleCard },
  eventSamples: {
    BUY: { credits: 100, requestId: 'lab-request-0001' },
    RETRY: { requestId: 'lab-request-0002' },
    CARD_CHANGED: { card: sampleCard },
  },
  labImplementations: (harness) => ({
    actors: {
      purchase: harness.manual<CheckoutAnswer>('purchase', succeeded),
      checkPayment: harness.manual<CheckoutAnswer>('checkPayment', succeeded),
    },
    actions: { paymentSettled: harness.record('paymentSettled') },
  }),
}
