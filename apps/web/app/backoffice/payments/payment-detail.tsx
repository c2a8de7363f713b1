import { Link } from 'react-router';
import {
  BACKOFFICE_QUEUE_PATHS,
  backofficePath,
  BoPaymentDetailResponseSchema,
  type BoPaymentDetail,
} from '@casino/contracts';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
import { count, dollars, when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

/** One payment: what was bought, how it went, every event its provider sent and the provider's own record. */
export function PaymentDetail({ id }: { id: string }) {
  const query = useBoQuery(
    backofficePath(BACKOFFICE_QUEUE_PATHS.payment, { id }),
    BoPaymentDetailResponseSchema,
  );
  return (
    <BoLoaded query={query} height={240}>
      {({ data }) => <PaymentView p={data} />}
    </BoLoaded>
  );
}

function PaymentView({ p }: { p: BoPaymentDetail }) {
  return (
    <div className={styles.stack}>
      <div className={own.columns}>
        <section className={styles.card} aria-labelledby="bo-payment-summary">
          <h2 id="bo-payment-summary">Payment</h2>
          <dl className={own.details}>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={p.status} />
              {p.failureReason ? <span className={styles.muted}> {p.failureReason}</span> : null}
            </dd>
            <dt>Id</dt>
            <dd className={own.mono}>{p.id}</dd>
            <dt>Player</dt>
            <dd>
              {p.email ?? '—'} <span className={styles.muted}>({p.login})</span>
            </dd>
            <dt>Price</dt>
            <dd>{dollars(p.priceCents)}</dd>
            <dt>Bought</dt>
            <dd>
              {count(p.coins)} coins + {count(p.entries)} entries ({p.offerType} #{p.presetId})
            </dd>
            <dt>Created</dt>
            <dd>{when(p.createdAt)}</dd>
            <dt>Completed</dt>
            <dd>{when(p.completedAt)}</dd>
            <dt>Last change</dt>
            <dd>{when(p.updatedAt)}</dd>
            <dt>Opened from</dt>
            <dd>{p.location ?? '—'}</dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="bo-payment-provider">
          <h2 id="bo-payment-provider">Provider</h2>
          <dl className={own.details}>
            <dt>Provider</dt>
            <dd>{p.provider}</dd>
            <dt>Reference</dt>
            <dd className={own.mono}>{p.providerRef ?? '—'}</dd>
            <dt>Method</dt>
            <dd>
              {p.methodType} ({p.methodId})
            </dd>
            {p.providerCharge ? (
              <>
                <dt>Its record</dt>
                <dd>
                  <StatusBadge status={p.providerCharge.status} /> {dollars(p.providerCharge.amountCents)}{' '}
                  {p.providerCharge.currency}
                  {p.providerCharge.cardLast4 ? ` · card …${p.providerCharge.cardLast4}` : ''}
                  {p.providerCharge.declineCode ? ` · ${p.providerCharge.declineCode}` : ''}
                </dd>
                <dt>Scenario</dt>
                <dd>{p.providerCharge.scenario} (sandbox)</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>
      <section className={styles.card} aria-labelledby="bo-payment-events">
        <h2 id="bo-payment-events">Provider events ({p.events.length})</h2>
        {p.events.length === 0 ? (
          <p className={styles.muted}>The provider has sent no event for this payment.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Type</th>
                  <th scope="col">Event id</th>
                  <th scope="col">Payload</th>
                </tr>
              </thead>
              <tbody>
                {p.events.map((event) => (
                  <tr key={event.eventId}>
                    <td>{when(event.receivedAt)}</td>
                    <td>{event.type}</td>
                    <td className={own.mono}>{event.eventId}</td>
                    <td>
                      <pre className={own.json}>{JSON.stringify(event.payload, null, 2)}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p>
        <Link to="/backoffice/payments/">Back to payments</Link>
      </p>
    </div>
  );
}
