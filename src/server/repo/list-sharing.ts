import { AppError } from '../../shared/errors';
import type { Invitation, ListVersionsResponse } from '../../shared/api/lists';
import type { Language } from '../../shared/rules';
import type { Db, Queryable } from '../db/db';
import { bumpList, canUse, lockList } from './lists';

/** Who an invitation goes to, for its mail. */
export interface Invitee {
  id: number;
  email: string;
  firstname: string;
  language: Language | null;
}

/**
 * The owner invites the account that uses `email` to a list. Refused: NOT_OWNER for a member, NO_ACCOUNT when no
 * account of this server uses the address, VALIDATION for the owner's own address, ALREADY_MEMBER, and RATE_LIMITED
 * past `perDay` invitations of the owner's in 24 hours. An invitation still waiting is not sent again (`mail` null);
 * a declined one may be sent again.
 */
export async function inviteToList(
  db: Db,
  ownerId: number,
  listId: number,
  email: string,
  now: Date,
  perDay: number,
): Promise<{ id: number; list_name: string; mail: Invitee | null }> {
  return db.transaction(async (tx) => {
    const list = await lockList(tx, ownerId, listId, { owner: true });
    const found = await tx.query<Invitee>('SELECT id, email, firstname, language FROM users WHERE email = $1', [email]);
    const invitee = found[0];
    if (!invitee) throw new AppError('NO_ACCOUNT', 'No account of this server uses this address');
    if (invitee.id === ownerId) throw new AppError('VALIDATION', 'This is your own address');
    const member = await tx.query('SELECT 1 FROM list_members WHERE list_id = $1 AND user_id = $2', [listId, invitee.id]);
    if (member.length) throw new AppError('ALREADY_MEMBER', 'This account already shares the list');
    const waiting = await tx.query<{ id: number }>(
      "SELECT id FROM list_invitations WHERE list_id = $1 AND invitee_id = $2 AND state = 'pending'",
      [listId, invitee.id],
    );
    if (waiting[0]) return { id: waiting[0].id, list_name: list.name, mail: null };
    const recent = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM list_invitations i JOIN lists l ON l.id = i.list_id
        WHERE l.user_id = $1 AND i.created_at > $2`,
      [ownerId, new Date(now.getTime() - 24 * 3600_000).toISOString()],
    );
    if ((recent[0]?.n ?? 0) >= perDay) throw new AppError('RATE_LIMITED', 'Too many invitations today');
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO list_invitations (list_id, invitee_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (list_id, invitee_id) DO UPDATE SET state = 'pending', created_at = EXCLUDED.created_at
       RETURNING id`,
      [listId, invitee.id, now.toISOString()],
    );
    // The owner's screens show the invitation waiting: the list's version says something changed.
    await bumpList(tx, list, { by: ownerId, kind: null, now: now.toISOString() });
    return { id: rows[0]!.id, list_name: list.name, mail: invitee };
  });
}

/** The invitations the user received and has not answered, newest first. */
export async function invitationsOf(db: Queryable, userId: number): Promise<Invitation[]> {
  const rows = await db.query<{ id: number; list_id: number; list_name: string; from_name: string; from_email: string; created_at: Date | string }>(
    `SELECT i.id, i.list_id, l.name AS list_name, o.firstname AS from_name, o.email AS from_email, i.created_at
       FROM list_invitations i JOIN lists l ON l.id = i.list_id JOIN users o ON o.id = l.user_id
      WHERE i.invitee_id = $1 AND i.state = 'pending' ORDER BY i.created_at DESC, i.id DESC`,
    [userId],
  );
  return rows.map(({ created_at, ...r }) => ({ ...r, created: new Date(created_at).toISOString() }));
}

/** Accepts (the user becomes a member) or declines an invitation the user received; NOT_FOUND when none waits. */
export async function answerInvitation(db: Db, userId: number, invitationId: number, accept: boolean, now: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ list_id: number }>(
      "SELECT list_id FROM list_invitations WHERE id = $1 AND invitee_id = $2 AND state = 'pending'",
      [invitationId, userId],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND', 'No such invitation');
    const listId = rows[0].list_id;
    const owner = await tx.query<{ user_id: number }>('SELECT user_id FROM lists WHERE id = $1', [listId]);
    const list = await lockList(tx, owner[0]!.user_id, listId);
    if (accept) {
      await tx.query('INSERT INTO list_members (list_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [listId, userId, now]);
      await tx.query('DELETE FROM list_invitations WHERE id = $1', [invitationId]);
    } else {
      await tx.query("UPDATE list_invitations SET state = 'declined' WHERE id = $1", [invitationId]);
    }
    await bumpList(tx, list, { by: userId, kind: accept ? 'join' : null, now });
  });
}

/** The owner withdraws an invitation (waiting or declined); NOT_FOUND when the list has no such invitation. */
export async function withdrawInvitation(db: Db, ownerId: number, listId: number, invitationId: number, now: string): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, ownerId, listId, { owner: true });
    const gone = await tx.query('DELETE FROM list_invitations WHERE id = $1 AND list_id = $2 RETURNING 1', [invitationId, listId]);
    if (!gone.length) throw new AppError('NOT_FOUND', 'No such invitation');
    await bumpList(tx, list, { by: ownerId, kind: null, now });
  });
}

/**
 * A member leaves a list (`memberId` is the user), or the owner removes a member. A member removing another is
 * NOT_OWNER; the owner cannot leave their own list (they delete it) and is told VALIDATION.
 */
export async function removeMember(db: Db, userId: number, listId: number, memberId: number, now: string): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, userId, listId, { owner: memberId !== userId });
    if (memberId === list.user_id) throw new AppError('VALIDATION', 'The owner cannot leave the list; delete it instead');
    const gone = await tx.query('DELETE FROM list_members WHERE list_id = $1 AND user_id = $2 RETURNING 1', [listId, memberId]);
    if (!gone.length) throw new AppError('NOT_FOUND', 'No such member');
    await bumpList(tx, list, { by: userId, kind: memberId === userId ? 'leave' : null, now });
  });
}

/**
 * The poll: each list's version, the invitations waiting, and whether any list is shared or offered to someone
 * (docs/household.md).
 */
export async function listVersions(db: Queryable, userId: number): Promise<ListVersionsResponse> {
  const [lists, invitations] = await Promise.all([
    db.query<{ id: number; version: number; shared: boolean }>(
      `SELECT l.id, l.version,
              (l.user_id <> $1 OR EXISTS (SELECT 1 FROM list_members m WHERE m.list_id = l.id)
                OR EXISTS (SELECT 1 FROM list_invitations i WHERE i.list_id = l.id AND i.state = 'pending')) AS shared
         FROM lists l WHERE ${canUse(1)} ORDER BY l.id`,
      [userId],
    ),
    db.query<{ n: number }>("SELECT count(*)::int AS n FROM list_invitations WHERE invitee_id = $1 AND state = 'pending'", [userId]),
  ]);
  return {
    lists: lists.map(({ id, version }) => ({ id, version })),
    invitations: invitations[0]?.n ?? 0,
    shared: lists.some((l) => l.shared),
  };
}
