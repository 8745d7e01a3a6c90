import type { LifePlan } from '../journeys/life-journey';
import type { LifePlanDefinition } from './life-plan';
import { amritFortuneUlip } from './plans/amrit-fortune-ulip';
import { amritGuaranteedSavings } from './plans/amrit-guaranteed-savings';
import { amritIProtect } from './plans/amrit-i-protect';
import { amritPensionPlus } from './plans/amrit-pension-plus';
import { amritWealthBuilder } from './plans/amrit-wealth-builder';
import { jslAssuredIncome } from './plans/jsl-assured-income';
import { jslGrowthUlip } from './plans/jsl-growth-ulip';
import { jslParEndowment } from './plans/jsl-par-endowment';
import { jslSmartTerm } from './plans/jsl-smart-term';
import { jslYoungScholar } from './plans/jsl-young-scholar';
import { posAmritBachat } from './plans/pos-amrit-bachat';
import { posJslSaralJeevanBima } from './plans/pos-jsl-saral-jeevan-bima';
import { sanchayBonusPlus } from './plans/sanchay-bonus-plus';
import { sanchayChildFuture } from './plans/sanchay-child-future';
import { sanchayGoldenYears } from './plans/sanchay-golden-years';
import { sanchayInvestSmart } from './plans/sanchay-invest-smart';
import { sanchayTermShield } from './plans/sanchay-term-shield';

/** Every sandbox life plan: one file each under plans/, listed here and nowhere else. */
export const lifeCatalogue: readonly LifePlanDefinition[] = [
  jslSmartTerm,
  amritIProtect,
  sanchayTermShield,
  posJslSaralJeevanBima,
  posAmritBachat,
  amritWealthBuilder,
  sanchayInvestSmart,
  jslYoungScholar,
  sanchayChildFuture,
  jslAssuredIncome,
  amritGuaranteedSavings,
  amritFortuneUlip,
  jslGrowthUlip,
  sanchayBonusPlus,
  jslParEndowment,
  amritPensionPlus,
  sanchayGoldenYears,
];

export const findLifePlan = (productId: string): LifePlanDefinition | undefined => lifeCatalogue.find((plan) => plan.productId === productId);

/** The plans of one journey type, in catalogue order. */
export const lifePlansOfType = (type: LifePlan): LifePlanDefinition[] => lifeCatalogue.filter((plan) => plan.type === type);

/** The plans a POS person may sell (IRDAI POS guidelines, decision 0096). */
export const posLifePlans = (): LifePlanDefinition[] => lifeCatalogue.filter((plan) => plan.pos);
