import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportRequestFields, type FormValues, type SupportRequestInput, formatDate } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useQueryParams } from '../../lib/use-query-params';
import { useCreateSupportRequestMutation, useListSupportRequestsQuery, useSearchHelpArticlesQuery } from './api/help-centre';
import '../../components/form/config-form.css';
import './help-centre.css';

/**
 * The help centre (/help): the tenant's articles, searched as the partner types and submits, then a
 * support request to the tenant's desk and the partner's earlier requests.
 */
export function HelpCentrePage() {
  return (
    <div className="help-centre">
      <ArticleSearch />
      <AskForHelp />
      <YourRequests />
    </div>
  );
}

/** The tenant's articles, searched when the partner submits. */
function ArticleSearch() {
  const { t } = useTranslation();
  const searchId = useId();
  // `?q=` opens the page on a search, as the home page's how-to videos link their article (decision 0133).
  const initial = (useQueryParams().get('q') ?? '').slice(0, 200);
  const [typed, setTyped] = useState(initial);
  const [query, setQuery] = useState(initial);
  const articles = useSearchHelpArticlesQuery(query);
  return (
    <section aria-labelledby="help-articles">
      <h2 id="help-articles">{t('helpCentre.findAnAnswer')}</h2>
      <form
        role="search"
        className="help-search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label className="cf-label" htmlFor={searchId}>
          {t('helpCentre.searchArticles')}
        </label>
        <div className="help-search__row">
          <input id={searchId} type="search" className="cf-input" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={200} />
          <button type="submit" className="button">
            {t('helpCentre.search')}
          </button>
        </div>
      </form>
      {articles.isFetching ? <LoadingMessage>{t('helpCentre.searching')}</LoadingMessage> : null}
      {articles.isError ? (
        <ErrorMessage onRetry={() => void articles.refetch()}>{readApiError(articles.error)?.message ?? t('helpCentre.articlesFailed')}</ErrorMessage>
      ) : null}
      {articles.data && !articles.isFetching ? (
        <>
          <p role="status" className="help-count">
            {articles.data.length === 0
              ? t('helpCentre.noMatch', { query })
              : query
                ? t('helpCentre.found', { count: articles.data.length, query })
                : t('helpCentre.commonQuestions')}
          </p>
          <ul className="help-articles">
            {articles.data.map((article) => (
              <li key={article.slug}>
                <details open={query !== '' && article.title === query}>
                  <summary>{article.title}</summary>
                  {article.body.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </details>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** A support request to the tenant's desk; once sent, the form empties and the list below is asked again. */
function AskForHelp() {
  const { t } = useTranslation();
  const requests = useListSupportRequestsQuery();
  const [createRequest, created] = useCreateSupportRequestMutation();
  const apiError = useMemo(() => readApiError(created.error), [created.error]);
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-labelledby="help-ask">
      <h2 id="help-ask">{t('helpCentre.askForHelp')}</h2>
      {created.isSuccess ? (
        <p role="status" className="help-sent">
          {t('helpCentre.sent')}
        </p>
      ) : null}
      <ConfigForm
        key={formKey}
        fields={supportRequestFields}
        onSubmit={async (values: FormValues) => {
          const sent = await createRequest(values as unknown as SupportRequestInput)
            .unwrap()
            .catch(() => undefined);
          if (sent) {
            setFormKey((key) => key + 1);
            void requests.refetch();
          }
        }}
        serverErrors={apiError?.code === 'VALIDATION' ? apiError.fields : undefined}
        submitting={created.isLoading}
        submitLabel={t('helpCentre.sendRequest')}
        aria-label={t('helpCentre.supportRequest')}
      />
      {apiError && apiError.code !== 'VALIDATION' ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
    </section>
  );
}

/** The partner's earlier requests and where each stands. */
function YourRequests() {
  const { t } = useTranslation();
  const requests = useListSupportRequestsQuery();
  return (
    <section aria-labelledby="help-requests">
      <h2 id="help-requests">{t('helpCentre.yourRequests')}</h2>
      {requests.isLoading ? <LoadingMessage>{t('helpCentre.loadingRequests')}</LoadingMessage> : null}
      {requests.data && requests.data.length === 0 ? <p>{t('helpCentre.noRequests')}</p> : null}
      {requests.data && requests.data.length > 0 ? (
        <ul className="help-requests">
          {requests.data.map((request) => (
            <li key={request.requestId}>
              <strong>{request.subject}</strong>
              <span>
                {t(`helpCentre.status.${request.status}`)} · {formatDate(new Date(request.createdAt))}
                {request.referenceId ? ` · ${request.referenceId}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
