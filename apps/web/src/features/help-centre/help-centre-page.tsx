import { useId, useMemo, useState } from 'react';
import { helpCentreMessages, supportRequestFields, type FormValues, type SupportRequestInput, formatDate } from '@portal/domain';
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
  const searchId = useId();
  // `?q=` opens the page on a search, as the home page's how-to videos link their article (decision 0133).
  const initial = (useQueryParams().get('q') ?? '').slice(0, 200);
  const [typed, setTyped] = useState(initial);
  const [query, setQuery] = useState(initial);
  const articles = useSearchHelpArticlesQuery(query);
  return (
    <section aria-labelledby="help-articles">
      <h2 id="help-articles">Find an answer</h2>
      <form
        role="search"
        className="help-search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label className="cf-label" htmlFor={searchId}>
          Search help articles
        </label>
        <div className="help-search__row">
          <input id={searchId} type="search" className="cf-input" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={200} />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      {articles.isFetching ? <LoadingMessage>Searching…</LoadingMessage> : null}
      {articles.isError ? (
        <ErrorMessage onRetry={() => void articles.refetch()}>{readApiError(articles.error)?.message ?? 'Articles could not be loaded.'}</ErrorMessage>
      ) : null}
      {articles.data && !articles.isFetching ? (
        <>
          <p role="status" className="help-count">
            {articles.data.length === 0
              ? `No articles match “${query}”. Try other words, or ask us below.`
              : query
                ? `${articles.data.length} article${articles.data.length === 1 ? '' : 's'} for “${query}”`
                : 'Common questions'}
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
  const requests = useListSupportRequestsQuery();
  const [createRequest, created] = useCreateSupportRequestMutation();
  const apiError = useMemo(() => readApiError(created.error), [created.error]);
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-labelledby="help-ask">
      <h2 id="help-ask">Ask for help</h2>
      {created.isSuccess ? (
        <p role="status" className="help-sent">
          {helpCentreMessages.sent}
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
        submitLabel="Send request"
        aria-label="Support request"
      />
      {apiError && apiError.code !== 'VALIDATION' ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
    </section>
  );
}

/** The partner's earlier requests and where each stands. */
function YourRequests() {
  const requests = useListSupportRequestsQuery();
  return (
    <section aria-labelledby="help-requests">
      <h2 id="help-requests">Your requests</h2>
      {requests.isLoading ? <LoadingMessage>Loading your requests…</LoadingMessage> : null}
      {requests.data && requests.data.length === 0 ? <p>You have not asked anything yet.</p> : null}
      {requests.data && requests.data.length > 0 ? (
        <ul className="help-requests">
          {requests.data.map((request) => (
            <li key={request.requestId}>
              <strong>{request.subject}</strong>
              <span>
                {request.status === 'OPEN' ? 'Open' : request.status === 'ANSWERED' ? 'Answered' : 'Closed'} · {formatDate(new Date(request.createdAt))}
                {request.referenceId ? ` · ${request.referenceId}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
