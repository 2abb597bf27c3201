// An identity provider's admin API in memory (tests): the users of one pool by e-mail, enabled or
// not (AdminDisableUser / AdminEnableUser as `disable` / `enable`), and a switch to make it fail.
import { randomUUID } from 'node:crypto';
import type { IdentityAdmin, IdentityUser } from '../src/identidade/admin';

export class MemoryIdentityAdmin implements IdentityAdmin {
  private readonly users = new Map<string, IdentityUser>();
  /** every call throws (the provider away) */
  failing = false;
  /** the usernames AdminGetUser was asked for */
  readonly asked: string[] = [];

  add(user: { email: string; sub?: string }): IdentityUser {
    const created = { sub: user.sub ?? randomUUID(), email: user.email.toLowerCase(), enabled: true };
    this.users.set(created.email, created);
    return created;
  }
  disable(email: string): void {
    this.set(email, false);
  }
  enable(email: string): void {
    this.set(email, true);
  }

  async getUser(username: string): Promise<IdentityUser | null> {
    this.asked.push(username);
    this.fail();
    const user = this.users.get(username.toLowerCase()) ?? [...this.users.values()].find((u) => u.sub === username);
    return user ? { ...user } : null;
  }
  async deleteUser(sub: string): Promise<void> {
    this.fail();
    for (const [email, user] of this.users) if (user.sub === sub) this.users.delete(email);
  }
  async signOutEverywhere(): Promise<void> {
    this.fail();
  }

  private set(email: string, enabled: boolean) {
    const user = this.users.get(email.toLowerCase());
    if (!user) throw new Error(`no user ${email}`);
    user.enabled = enabled;
  }
  private fail() {
    if (this.failing) throw Object.assign(new Error('identity provider down'), { name: 'TimeoutError' });
  }
}
