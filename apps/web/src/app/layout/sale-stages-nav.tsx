import { useTranslation } from 'react-i18next';
import { saleStagesOf } from '@portal/domain';

/**
 * SPEC §2's navigation labels — Setup, Quotes, Checkout, Payment — as the stages of an insurance sale,
 * above its pages (decision 0118): done, current (aria-current="step") and next. Breadcrumbs still hold
 * the links back; this says where the sale stands.
 */
export function SaleStagesNav({ routeId, productCode, paid = false }: { routeId: string; productCode: string | undefined; paid?: boolean }) {
  const { t } = useTranslation();
  const stages = saleStagesOf(routeId, productCode, { paid });
  if (!stages) return null;
  return (
    <nav aria-label={t('shell.saleSteps')} className="sale-stages">
      <ol>
        {stages.map((stage) => (
          <li
            key={stage.label}
            className={`sale-stages__stage sale-stages__stage--${stage.state}`}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            <span aria-hidden="true" className="sale-stages__mark">
              {stage.state === 'done' ? '✓' : ''}
            </span>
            {t(`shell.saleStage.${stage.label}`)}
            <span className="visually-hidden">, {t(`shell.stageState.${stage.state}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
