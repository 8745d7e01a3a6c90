import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminChangeRequest, AdminPartner, FormValues, Role } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useGetAdminPartnersQuery } from './api/get-admin-partners';
import { useDeactivatePartnerMutation, useRequestAdminChangeMutation, useRevokeAuthorisationMutation } from './api/admin-changes';
import { ConsoleNav } from './console-nav';
import { inviteFields, roleOptions } from './partner-invite-fields';

function useAsk() {
  const { t } = useTranslation();
  const [request, state] = useRequestAdminChangeMutation();
  const [notice, setNotice] = useState<string>();
  const ask = async (change: AdminChangeRequest) => {
    setNotice(undefined);
    const done = await request(change)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    // What the admin is told after asking: the change waits for another admin.
    if (done) setNotice(t('consolePages.partners.asked'));
  };
  return { ask, notice, error: readApiError(state.error), busy: state.isLoading };
}

interface PartnerCardProps {
  partner: AdminPartner;
  products: { productCode: string; name: string }[];
  teamLeads: AdminPartner[];
  ask: (change: AdminChangeRequest) => Promise<void>;
  /** The admin's own card: shown, without actions (the API refuses an admin's changes to himself). */
  own: boolean;
}

function PartnerCard({ partner, products, teamLeads, ask, own }: PartnerCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revoke] = useRevokeAuthorisationMutation();
  const productName = (code: string) => products.find((p) => p.productCode === code)?.name ?? code;
  const notYetAuthorised = products.filter((p) => !partner.authorisations.some((a) => a.productCode === p.productCode && a.status === 'AUTHORISED'));
  const leadName = teamLeads.find((lead) => lead.partnerId === partner.teamLeadId)?.name;
  return (
    <li className="console-card" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{partner.name}</h3>
      <p>
        <span className="console-tag">{t(`consolePages.partners.role.${partner.role}`)}</span>{' '}
        <span className={partner.active ? 'console-tag' : 'console-tag console-tag--off'}>
          {partner.active ? t('consolePages.partners.active') : t('consolePages.partners.inactive')}
        </span>
        {leadName ? <> · {t('consolePages.partners.teamOf', { name: leadName })}</> : null}
      </p>
      <p>
        {t('consolePages.partners.mobile', { mobile: partner.mobile })}
        {partner.email ? <> · {partner.email}</> : null}
      </p>
      {own ? <p className="console-note">{t('consolePages.partners.ownAccount')}</p> : null}
      {partner.authorisations.length > 0 ? (
        <ul aria-label={t('consolePages.partners.productsOf', { name: partner.name })}>
          {partner.authorisations.map((a) => (
            <li key={a.productCode}>
              {t(a.status === 'AUTHORISED' ? 'consolePages.partners.authorised' : 'consolePages.partners.waitlisted', { product: productName(a.productCode) })}{' '}
              {own ? null : (
                <button type="button" className="button-link" onClick={() => void revoke({ partnerId: partner.partnerId, productCode: a.productCode })}>
                  {t('consolePages.partners.takeBack')}
                  <span className="visually-hidden">
                    {' '}
                    {t('consolePages.partners.takeBackWhat', { product: productName(a.productCode), name: partner.name })}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {own ? null : <PartnerActions partner={partner} products={notYetAuthorised} teamLeads={teamLeads} ask={ask} />}
    </li>
  );
}

/** One change asked by choosing a value: the choice, and the button that asks (enabled once it differs). */
function ChoiceAction(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The first choice, meaning none (e.g. "No team"). */
  none?: string;
  unchanged: boolean;
  onAsk: () => void;
  children: ReactNode;
}) {
  return (
    <div className="console-actions">
      <label>
        {props.label}
        <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          {props.none !== undefined ? <option value="">{props.none}</option> : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button--secondary" disabled={props.unchanged} onClick={props.onAsk}>
        {props.children}
      </button>
    </div>
  );
}

/** What an admin may change of another partner: role, products, team, and whether the partner is active. */
function PartnerActions({ partner, products, teamLeads, ask }: Omit<PartnerCardProps, 'own'>) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(partner.role);
  const [product, setProduct] = useState('');
  const [teamLead, setTeamLead] = useState(partner.teamLeadId ?? '');
  const [deactivate, deactivating] = useDeactivatePartnerMutation();
  const { partnerId } = partner;
  return (
    <>
      <ChoiceAction
        label={t('consolePages.partners.roleLabel')}
        value={role}
        options={roleOptions.map((option) => ({ ...option, label: t(`consolePages.partners.role.${option.value}`) }))}
        onChange={(value) => setRole(value as Role)}
        unchanged={role === partner.role}
        onAsk={() => void ask({ kind: 'CHANGE_ROLE', partnerId, role })}
      >
        {t('consolePages.partners.askRole')}
        <span className="visually-hidden"> {t('consolePages.partners.ofName', { name: partner.name })}</span>
      </ChoiceAction>
      {products.length > 0 ? (
        <ChoiceAction
          label={t('consolePages.partners.productLabel')}
          value={product}
          options={products.map((p) => ({ value: p.productCode, label: p.name }))}
          onChange={setProduct}
          none={t('consolePages.partners.chooseProduct')}
          unchanged={!product}
          onAsk={() => void ask({ kind: 'AUTHORISE_PRODUCT', partnerId, productCode: product })}
        >
          {t('consolePages.partners.askAuthorise')}
          <span className="visually-hidden"> {partner.name}</span>
        </ChoiceAction>
      ) : null}
      {partner.role !== 'mint-pro' && teamLeads.length > 0 ? (
        <ChoiceAction
          label={t('consolePages.partners.teamLeadLabel')}
          value={teamLead}
          options={teamLeads.map((lead) => ({ value: lead.partnerId, label: lead.name }))}
          onChange={setTeamLead}
          none={t('consolePages.partners.noTeam')}
          unchanged={teamLead === (partner.teamLeadId ?? '')}
          onAsk={() => void ask({ kind: 'SET_TEAM_LEAD', partnerId, teamLeadId: teamLead || null })}
        >
          {t('consolePages.partners.askTeam')}
          <span className="visually-hidden"> {t('consolePages.partners.ofName', { name: partner.name })}</span>
        </ChoiceAction>
      ) : null}
      <div className="console-actions">
        {partner.active ? (
          <button type="button" className="button button--secondary" disabled={deactivating.isLoading} onClick={() => void deactivate(partnerId)}>
            {t('consolePages.partners.deactivate')}
            <span className="visually-hidden"> {partner.name}</span>
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => void ask({ kind: 'ACTIVATE_PARTNER', partnerId })}>
            {t('consolePages.partners.askReactivate')}
            <span className="visually-hidden"> {partner.name}</span>
          </button>
        )}
      </div>
    </>
  );
}

/** Partners waiting for a product, each with the button that asks to approve. */
function Waitlist({
  waiting,
  productName,
  busy,
  ask,
}: {
  waiting: { partner: AdminPartner; productCode: string }[];
  productName: (code: string) => string;
  busy: boolean;
  ask: (change: AdminChangeRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <section className="console-section" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{t('consolePages.partners.waitlist')}</h2>
      {waiting.length === 0 ? (
        <p>{t('consolePages.partners.noneWaiting')}</p>
      ) : (
        <ul className="console-cards">
          {waiting.map(({ partner, productCode }) => (
            <li key={`${partner.partnerId}-${productCode}`} className="console-card">
              <p>
                <Trans
                  i18nKey="consolePages.partners.waitsToSell"
                  values={{ name: partner.name, product: productName(productCode) }}
                  components={{ strong: <strong /> }}
                />
              </p>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void ask({ kind: 'AUTHORISE_PRODUCT', partnerId: partner.partnerId, productCode })}
              >
                {t('consolePages.partners.askApprove')}
                <span className="visually-hidden"> {t('consolePages.partners.approveWhat', { name: partner.name, product: productName(productCode) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The console's partners (decision 0110): invite one, the waitlist to approve, and each partner's role,
 * products, team and activity. What grants access is asked for and waits for a second admin; what takes
 * it away (deactivate, take back) is done at once. Every action is in the audit log.
 */
export function AdminPartnersPage() {
  const { t } = useTranslation();
  const list = useGetAdminPartnersQuery();
  const session = useGetSessionQuery();
  const { ask, notice, error, busy } = useAsk();
  const [inviteKey, setInviteKey] = useState(0);

  if (list.isLoading) return <LoadingMessage>{t('consolePages.partners.loading')}</LoadingMessage>;
  const problem = readApiError(list.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!list.data) return <ErrorMessage onRetry={() => void list.refetch()}>{t('consolePages.partners.failed')}</ErrorMessage>;

  const { partners, authorisableProducts } = list.data;
  const me = partners.filter((p) => p.role === 'admin');
  const waiting = partners.flatMap((partner) =>
    partner.authorisations.filter((a) => a.status === 'WAITLISTED').map((a) => ({ partner, productCode: a.productCode })),
  );
  const teamLeads = partners.filter((p) => p.role === 'mint-pro' && p.active);
  const productName = (code: string) => authorisableProducts.find((p) => p.productCode === code)?.name ?? code;
  const invite = async ({ name, mobile, email, role }: FormValues) => {
    await ask({ kind: 'INVITE_PARTNER', name: String(name), mobile: String(mobile), email: email ? String(email) : undefined, role: role as Role });
    setInviteKey((key) => key + 1);
  };

  return (
    <div>
      <ConsoleNav />
      <div aria-live="polite">{notice ? <p className="console-note">{notice}</p> : null}</div>
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
      <Waitlist waiting={waiting} productName={productName} busy={busy} ask={ask} />
      <section className="console-section" aria-labelledby="invite-heading">
        <h2 id="invite-heading">{t('consolePages.partners.invite')}</h2>
        <ConfigForm
          key={inviteKey}
          fields={inviteFields}
          onSubmit={invite}
          submitLabel={t('consolePages.partners.askInvite')}
          submitting={busy}
          serverErrors={error?.fields}
          aria-label={t('consolePages.partners.invite')}
        />
      </section>
      <section className="console-section" aria-labelledby="partners-heading">
        <h2 id="partners-heading">{t('consolePages.partners.count', { count: partners.length })}</h2>
        <p className="console-note">{me.length < 2 ? t('consolePages.partners.oneAdmin') : null}</p>
        <ul className="console-cards">
          {partners.map((partner) => (
            <PartnerCard
              key={partner.partnerId}
              partner={partner}
              products={authorisableProducts}
              teamLeads={teamLeads.filter((lead) => lead.partnerId !== partner.partnerId)}
              ask={ask}
              own={partner.partnerId === session.data?.partnerId}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
