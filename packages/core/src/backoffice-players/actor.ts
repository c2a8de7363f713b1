/** Who acts (the operator signed in, or an API key), from where and when: what the audit row records. */
export interface OperatorActor {
  operatorId: string | null;
  operatorEmail: string | null;
  ip: string | null;
  at: Date;
}
