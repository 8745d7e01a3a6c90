import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { RouteHeader, RouteParams } from '@portal/domain';
import { useGetLandingConfigQuery } from './api-endpoints/landing-config';

/** 'vector-borne' → 'Vector Borne': shown while the product's real name loads, or if it cannot. */
export function humaniseCode(code: string): string {
  return code
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The text of a route header: the product's name from its landing config, the plan's name, or the text, in
 * the page's language where the catalogue has the route (`routes.<routeId>`, `routes.<routeId>-<product>`).
 */
export function useHeaderText(header: RouteHeader, params: RouteParams, routeId: string): string {
  const { t } = useTranslation();
  const productCode = header.kind === 'productName' ? params.productName : undefined;
  const { data: landingConfig } = useGetLandingConfigQuery(productCode ?? skipToken);
  switch (header.kind) {
    case 'text':
      return t(`routes.${routeId}`, { defaultValue: header.text });
    case 'textByProduct': {
      const product = params.productName ?? '';
      return Object.hasOwn(header.byProduct, product)
        ? t(`routes.${routeId}-${product}`, { defaultValue: header.byProduct[product] })
        : t(`routes.${routeId}`, { defaultValue: header.text });
    }
    case 'productName':
      return landingConfig?.name ?? humaniseCode(productCode ?? '');
    case 'planName': {
      const plan = params.plan ?? '';
      const name = Object.hasOwn(header.names, plan) ? header.names[plan] : undefined;
      return name ? t(`life.planType.${plan}`, { defaultValue: name }) : humaniseCode(plan);
    }
    case 'logo':
      return '';
  }
}
