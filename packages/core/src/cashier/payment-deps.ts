import type { Db } from '../db/client.ts';
import type { ActivityKick } from '../engagement/activity.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { PaymentProviderRegistry } from './payment-provider.ts';

export interface PaymentDeps {
  db: Db;
  publisher: Publisher;
  providers: PaymentProviderRegistry;
  /** Woken after a completed purchase recorded activity. */
  activity?: ActivityKick;
}
