/** Notifications (`/api/admin/notifications/*`, ADMIN): endpoints, test deliveries and the delivery log. */
import { queryOptions } from '@tanstack/react-query';
import {
  createdNotificationEndpointSchema,
  notificationDeliveryListSchema,
  notificationEndpointListSchema,
  type NotificationEndpointInput,
} from '@site/contracts/notifications';
import { apiGet } from '@site/ui/api-client';
import { send } from './admin-api.ts';

export const endpointsQuery = queryOptions({
  queryKey: ['admin', 'notifications', 'endpoints'],
  queryFn: ({ signal }) => apiGet('/api/admin/notifications/endpoints', { signal, schema: notificationEndpointListSchema }),
  staleTime: 0,
  // Each destination's last delivery moves on by itself.
  refetchInterval: 5000,
});

export type DeliveryStateFilter = '' | 'pending' | 'delivered' | 'failed';

export const deliveriesQuery = (state: DeliveryStateFilter) =>
  queryOptions({
    queryKey: ['admin', 'notifications', 'deliveries', state],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/notifications/deliveries?limit=50${state ? `&state=${state}` : ''}`, { signal, schema: notificationDeliveryListSchema }),
    staleTime: 0,
    // Deliveries move on by themselves (sent, retried): the log follows while the page is open.
    refetchInterval: 5000,
  });

export const addEndpoint = (input: NotificationEndpointInput) => send('POST', '/api/admin/notifications/endpoints', input, createdNotificationEndpointSchema);
export const removeEndpoint = (id: number) => send<null>('DELETE', `/api/admin/notifications/endpoints/${id}`);
export const sendTest = (id: number) => send<{ delivery: number }>('POST', `/api/admin/notifications/endpoints/${id}/test`);
export const retryDelivery = (id: number) => send<{ delivery: number }>('POST', `/api/admin/notifications/deliveries/${id}/retry`);
