import type { Db } from '../db/client.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { PaymentProviderRegistry } from './payment-provider.ts';

export interface PaymentDeps {
  db: Db;
  publisher: Publisher;
  providers: PaymentProviderRegistry;
}
