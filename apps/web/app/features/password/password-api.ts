import {
  ChangePasswordSuccessSchema,
  RequestRestoreSuccessSchema,
  SuccessSchema,
  type ChangePasswordRequest,
  type ConfirmRestoreToken,
  type RequestRestore,
  type RestorePasswordRequest,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const changePassword = (body: ChangePasswordRequest) =>
  http.post('/rest/players/change-password/', body, { schema: ChangePasswordSuccessSchema });

export const requestRestore = (body: RequestRestore) =>
  http.post('/rest/password/request-restore/', body, { schema: RequestRestoreSuccessSchema });

export const confirmRestoreToken = (body: ConfirmRestoreToken) =>
  http.post('/rest/password/confirm-request-restore-by-token/', body, { schema: SuccessSchema });

export const restorePassword = (body: RestorePasswordRequest) =>
  http.post('/rest/password/restore/', body, { schema: SuccessSchema });
