import { apiPaths, NotificationListReplySchema, RequestIdParamsSchema } from '@suap/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requests } from '../../db/schema.js';
import { msg } from '../../lib/messages/index.js';
import { notFound, ok, StatusReplySchema } from '../../lib/reply.js';
import { LangQuerySchema } from '../../lib/reply-schemas.js';
import { listMessages } from '../outbox/index.js';

/**
 * Staff see the messages sent to the applicant about a request and whether each was delivered (issue 28): every
 * back-office profile reads them, as it reads the request itself.
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    apiPaths.backOffice.notifications,
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['back office'],
        summary: 'The messages sent to the applicant about a request, oldest first, with their delivery',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        response: {
          200: NotificationListReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
          404: StatusReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [found] = await db
        .select({ requestId: requests.requestId })
        .from(requests)
        .where(eq(requests.requestId, id));
      if (!found) throw notFound(msg('request.not-found'));
      return { ...ok('Notifications'), notifications: await listMessages(db, id) };
    },
  );
};

export default notificationsRoutes;
