import type { FastifyInstance } from 'fastify';
import { RULES } from '../../shared/rules';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import { answerInvitation, invitationsOf, inviteToList, listVersions, removeMember, withdrawInvitation } from '../repo/list-sharing';
import { invitationMail } from '../mail/invitation-message';

/** A household: a list shared by e-mail invitation, its members, and the poll that keeps screens current (docs/household.md). */
export async function listSharingRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  const now = () => clock.now().toISOString();
  // Per client address, as sign-in is; the daily limit per owner is counted in the database (inviteToList).
  const { max, windowMs } = app.deps.rateLimits?.auth ?? { max: 10, windowMs: 60_000 };
  const limited = { config: { rateLimit: { max, timeWindow: windowMs, keyGenerator: (req: { ip: string }) => `invite:${req.ip}` } } };

  defineRoute(app, 'listVersions', async ({ user }) => listVersions(db, user.id));

  defineRoute(
    app,
    'invite',
    async ({ req, user, params, body }) => {
      const made = await inviteToList(db, user.id, params.id, body.email, clock.now(), RULES.invitationsPerDay);
      const to = made.mail;
      if (to) {
        const lang = to.language ?? langOf(req);
        app.mailQueue.enqueue(() =>
          invitationMail({ lang, to: to.email, toName: to.firstname, fromName: user.firstname, fromEmail: user.email, listName: made.list_name }),
        );
      }
      return { success: true as const, invitation_id: made.id };
    },
    limited,
  );

  defineRoute(app, 'withdrawInvitation', async ({ user, params }) => {
    await withdrawInvitation(db, user.id, params.list_id, params.invitation_id, now());
    return { success: true as const };
  });

  defineRoute(app, 'removeMember', async ({ user, params }) => {
    await removeMember(db, user.id, params.list_id, params.user_id, now());
    return { success: true as const };
  });

  defineRoute(app, 'invitations', async ({ user }) => ({ items: await invitationsOf(db, user.id) }));

  defineRoute(app, 'answerInvitation', async ({ user, params, body }) => {
    await answerInvitation(db, user.id, params.id, body.accept, now());
    return { success: true as const };
  });
}
