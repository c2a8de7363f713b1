import { isHttpError } from '../../lib/http/http-client.ts';
import { boErrorText } from '../backoffice-api.ts';
import { useOptionalOperator } from '../use-operator.ts';
import { Forbidden } from './forbidden.tsx';
import styles from '../backoffice.module.css';

/** A list that could not load: the 403 screen for a refusal, else the server's words and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const operator = useOptionalOperator();
  if (isHttpError(error) && error.status === 403 && operator) return <Forbidden role={operator.role} />;
  const message = boErrorText(error, 'The list could not be loaded.');
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {onRetry ? (
        <p>
          <button type="button" className={styles.button} onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : null}
    </div>
  );
}
