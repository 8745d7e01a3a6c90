import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCentreMessages, type HelpArticleView, type SupportRequestView, type TokenIssueResponse } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';

describe('help centre', () => {
  let t: TestApp;
  let mintpro: Awaited<ReturnType<typeof signInPartner>>;
  let sahyadri: Awaited<ReturnType<typeof signInPartner>>;
  let viewer: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    mintpro = await signInPartner(t.db, { tenant: 'mintpro' });
    sahyadri = await signInPartner(t.db, { tenant: 'sahyadri' });
    viewer = await signInPartner(t.db, { tenant: 'mintpro', role: 'view' });
  });
  afterAll(async () => t.close());

  const search = (q: string, headers: Record<string, string>) =>
    t.app
      .inject({ method: 'GET', url: `/api/helpcentre/v1/articles?q=${encodeURIComponent(q)}`, headers })
      .then((r) => r.json<HelpArticleView[]>().map((a) => a.slug));

  it('finds articles by every word, best match first', async () => {
    expect((await search('payment link', { cookie: mintpro.cookie }))[0]).toBe('send-payment-link');
    expect(await search('otp sms', { cookie: mintpro.cookie })).toEqual(['sign-in-otp']);
    expect(await search('zzzz', { cookie: mintpro.cookie })).toEqual([]);
  });

  it("shows a white-label tenant's own articles to that tenant only", async () => {
    expect(await search('hospicash', { cookie: sahyadri.cookie })).toEqual(['group-covers']);
    expect(await search('hospicash', { cookie: mintpro.cookie })).toEqual([]);
    const other = await t.app.inject({ method: 'GET', url: '/api/helpcentre/v1/articles/group-covers', headers: { cookie: mintpro.cookie } });
    expect(other.statusCode).toBe(404);
  });

  it('accepts a help-centre token in place of the session, and no other token', async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/api/helpcentre/v1/token', headers: { cookie: sahyadri.cookie } });
    expect(issued.statusCode).toBe(201);
    const { token } = issued.json<TokenIssueResponse>();
    expect(await search('hospicash', { authorization: `Bearer ${token}` })).toEqual(['group-covers']);
    const files = await t.app.inject({ method: 'POST', url: '/api/token/issue', headers: { cookie: sahyadri.cookie }, payload: { audience: 'files' } });
    const wrongAudience = await t.app.inject({
      method: 'GET',
      url: '/api/helpcentre/v1/articles',
      headers: { authorization: `Bearer ${files.json<TokenIssueResponse>().token}` },
    });
    expect(wrongAudience.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/helpcentre/v1/articles', headers: { authorization: 'Bearer forged' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/helpcentre/v1/articles' })).statusCode).toBe(401);
  });

  it("keeps a partner's support requests his own", async () => {
    const post = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/helpcentre/v1/support-requests', headers: { cookie }, payload });
    const created = await post(mintpro.cookie, {
      category: 'PAYMENT',
      subject: 'Payment not reflected',
      message: 'Customer paid at 10 am but the status is pending.',
      referenceId: 'PR-123',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<SupportRequestView>()).toMatchObject({ status: 'OPEN', referenceId: 'PR-123', category: 'PAYMENT' });
    const list = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/helpcentre/v1/support-requests', headers: { cookie } }).then((r) => r.json<SupportRequestView[]>());
    expect((await list(mintpro.cookie)).map((r) => r.subject)).toEqual(['Payment not reflected']);
    expect(await list(sahyadri.cookie)).toEqual([]);
    const bad = await post(mintpro.cookie, { category: 'BILLING', subject: 'Hi', message: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      category: helpCentreMessages.category,
      subject: helpCentreMessages.subject,
      message: helpCentreMessages.message,
    });
    expect((await post(viewer.cookie, { category: 'OTHER', subject: 'A question', message: 'A question from the view role' })).statusCode).toBe(403);
  });
});
