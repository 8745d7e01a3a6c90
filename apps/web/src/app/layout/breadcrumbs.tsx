import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import type { BreadcrumbItem } from '@portal/domain';
import { useHeaderText } from '../../lib/header-text';
import { useBrandName } from '../../lib/brand';

function CrumbLabel({ item }: { item: BreadcrumbItem }) {
  // In the page's language where the catalogue has the route (its crumb label is its header there too).
  const text = useHeaderText(item.label, item.params, item.routeId);
  const brandName = useBrandName();
  // A logo-only page is named by its brand in the trail.
  return <>{item.label.kind === 'logo' ? (brandName ?? '') : text}</>;
}

/** Earlier steps as links; the current step is marked and is not a link (SPEC §2: it is disabled). */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('frame.breadcrumb')} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.current ? (
              <span aria-current="page">
                <CrumbLabel item={item} />
              </span>
            ) : item.href ? (
              <AppLink to={item.href}>
                <CrumbLabel item={item} />
              </AppLink>
            ) : (
              <span>
                <CrumbLabel item={item} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
