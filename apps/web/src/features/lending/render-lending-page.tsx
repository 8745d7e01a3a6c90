import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoute, routeTable, type FieldConfig, type FormValues } from '@portal/domain';
import { createStore } from '../../app/store';
import { PageRouteContext } from '../../lib/page-route';

function RouteProbe({ routeId }: { routeId: string }) {
  return <p data-testid="current-route">{routeId}</p>;
}

function WithPageRoute({ routeId, page }: { routeId: string; page: ReactElement }) {
  const params = useParams();
  return <PageRouteContext.Provider value={{ route: getRoute(routeId), params, headerText: '', progress: undefined }}>{page}</PageRouteContext.Provider>;
}

/**
 * Renders a lending page at a URL as the app's frame would (store, router, page route), tests only. Every
 * other route of the table shows a probe naming its route id, so a test sees where the page navigated.
 * Several route ids may render the page (personal loan and home loan share theirs): all of `routeIds` do.
 */
export function renderLendingPage(routeIds: string | readonly string[], page: ReactElement, url: string) {
  const ids = typeof routeIds === 'string' ? [routeIds] : routeIds;
  const store = createStore();
  const router = createMemoryRouter(
    routeTable.map((route) => ({
      path: route.path,
      element: ids.includes(route.id) ? <WithPageRoute routeId={route.id} page={page} /> : <RouteProbe routeId={route.id} />,
    })),
    { initialEntries: [url] },
  );
  return { store, router, ...render(<Provider store={store}>{<RouterProvider router={router} />}</Provider>) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const labelled = (field: Pick<FieldConfig, 'label'>) => new RegExp(`^${escape(field.label)}( \\*)?$`);

/** Answers every field the way a partner would: typing, choosing, ticking. */
export async function fillForm(fields: readonly FieldConfig[], values: FormValues) {
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === '' || field.locked) continue;
    if (field.kind === 'radio' || field.kind === 'multiselect') {
      const chosen = Array.isArray(value) ? value : [String(value)];
      for (const option of field.options ?? []) {
        const box = screen.getByRole('group', { name: labelled(field) }).querySelector(`input[value="${option.value}"]`) as HTMLInputElement;
        if (chosen.includes(option.value) !== box.checked) await userEvent.click(box);
      }
    } else if (field.kind === 'select') {
      await userEvent.selectOptions(screen.getByLabelText(labelled(field)), String(value));
    } else if (field.kind === 'checkbox') {
      const box = screen.getByLabelText(labelled(field)) as HTMLInputElement;
      if ((value === true) !== box.checked) await userEvent.click(box);
    } else {
      const input = screen.getByLabelText(labelled(field));
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(String(value));
    }
  }
}
