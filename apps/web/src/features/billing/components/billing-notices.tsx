import { Alert } from '../../../components/ui/alert';

export const BILLING_TEXT = {
  billingOff: 'Billing is off on this instance',
  billingOffDetail: 'Every feature is unlimited here: there is nothing to upgrade or pay for.',
  membersOnly: "Only the club's owner and managers see its plan.",
  askOwner: (owner: string | null) =>
    owner
      ? `Only the club's owner, ${owner}, can change its plan. Ask ${owner} to upgrade.`
      : "Only the club's owner can change its plan.",
} as const;

export function BillingOffNotice() {
  return (
    <Alert tone="info" title={BILLING_TEXT.billingOff}>
      {BILLING_TEXT.billingOffDetail}
    </Alert>
  );
}

/** For managers (and Demo): the plan is the owner's to change, and who that is. */
export function AskOwnerNotice({ ownerName }: { ownerName: string | null }) {
  return <Alert tone="info">{BILLING_TEXT.askOwner(ownerName)}</Alert>;
}
