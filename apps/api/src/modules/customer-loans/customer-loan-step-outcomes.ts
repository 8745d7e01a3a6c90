import type { z } from 'zod';
import {
  customerLoanAnswerSchemas,
  customerLoanMessages,
  eMandateProblem,
  mandateTermsOf,
  namesMatch,
  type CustomerLoanStep,
  type StepOutcome,
} from '@portal/domain';
import { validationError } from '../../plugins/errors';
import { customerLoanSandboxMagic } from '../../providers/customer-loans/customer-loan-providers';
import { lookupIfsc } from '../../providers/customer-loans/ifsc-directory';
import type { LeadRow } from '../../lib/leads/lead-records';
import { statementOf } from './customer-loan-kfs';
import { acceptOffer, acknowledgedRecord, chooseWithinSanction } from './customer-loan-offer';
import { keyedHash, WrongStepError, type CustomerLoanContext, type JourneyState } from './customer-loan-state';

type Answer<S extends CustomerLoanStep> = z.infer<(typeof customerLoanAnswerSchemas)[S]>;

function parseAnswer<S extends CustomerLoanStep>(step: S, answer: unknown): Answer<S> {
  const parsed = customerLoanAnswerSchemas[step].safeParse(answer);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'answer')] ??= issue.message;
    throw validationError(fields);
  }
  return parsed.data as Answer<S>;
}

/** Runs a step's answer against its provider: the outcome, and the facts it establishes. Field errors keep the customer on the step. */
export async function outcomeOf(
  context: CustomerLoanContext,
  lead: LeadRow,
  state: JourneyState,
  step: CustomerLoanStep,
  raw: unknown,
  now: Date,
): Promise<StepOutcome> {
  const providers = context.providers;
  switch (step) {
    case 'offer-failure':
    case 'offerApiFailure':
    case 'kyc-failure':
    case 'mandate-failure':
      parseAnswer(step, raw);
      state.failureReason = null;
      return 'retry';
    case 'login-otp': {
      parseAnswer(step, raw);
      const check = await providers.identity.mobileCheck(lead.customerMobile);
      if (!check.matched) throw validationError({ mobile: 'This mobile number could not be verified' });
      return 'done';
    }
    case 'offer': {
      const answer = parseAnswer(step, raw);
      await acceptOffer(context, lead, state, answer.kfsId, now);
      return 'done';
    }
    case 'offer/confirm':
    case 'apply/confirm':
    case 'stashfin':
    case 'presence-verification':
    case 'apply':
      parseAnswer(step, raw);
      return 'done';
    case 'apply/details': {
      const answer = parseAnswer(step, raw);
      await chooseWithinSanction(context, lead, state, answer, now);
      return 'done';
    }
    case 'location':
      parseAnswer(step, raw);
      state.facts.locationGiven = true;
      return 'done';
    case 'liveliness':
      return livelinessOutcome(context, lead, state, parseAnswer(step, raw), now);
    case 'kyc-details':
      return kycDetailsOutcome(context, state, parseAnswer(step, raw));
    case 'initiate-kyc':
      parseAnswer(step, raw);
      return 'done';
    case 'kyc-callback':
      parseAnswer(step, raw);
      if (!state.facts.kycVerified) {
        state.failureReason = 'Your KYC could not be completed with the Aadhaar number given';
        state.facts.kycVerified = undefined;
        return 'failed';
      }
      return 'done';
    case 'additional-details':
      parseAnswer(step, raw);
      return 'done';
    case 'bank-details':
      return bankDetailsOutcome(context, lead, state, parseAnswer(step, raw));
    case 'mandate-callback':
      return mandateCallbackOutcome(context, lead, state, parseAnswer(step, raw));
    case 'disbursement-details':
    case 'disbursement-reject':
    case 'disbursement-success':
      // Moved only by the lender's signed callback (applyDisbursementCallback).
      throw new WrongStepError(state.step);
  }
}

/** The liveliness widget's answer: not live keeps the customer on the step with a fresh widget. */
async function livelinessOutcome(
  context: CustomerLoanContext,
  lead: LeadRow,
  state: JourneyState,
  answer: Answer<'liveliness'>,
  now: Date,
): Promise<StepOutcome> {
  const providers = context.providers;
  const result = await providers.identity.livelinessData(lead.id, answer);
  if (!result.live) {
    state.widgetToken = (await providers.identity.livelinessWidgetToken(lead.id, now)).widgetToken;
    throw validationError({ widgetToken: customerLoanMessages.liveliness });
  }
  state.facts.livelinessPassed = true;
  return 'done';
}

/** The Aadhaar number: kept as a keyed hash and its last four digits, verified by the KYC provider. */
async function kycDetailsOutcome(context: CustomerLoanContext, state: JourneyState, answer: Answer<'kyc-details'>): Promise<StepOutcome> {
  const providers = context.providers;
  state.aadhaarHash = keyedHash(context.hashKey, 'aadhaar/v1', answer.aadhaar);
  state.aadhaarLast4 = answer.aadhaar.slice(-4);
  // The sandbox KYC decides at the callback; the whole number is kept only for this request.
  state.facts.kycVerified = (await providers.kyc.verifyAadhaar(answer.aadhaar)).verified;
  return 'done';
}

/** The bank account: its IFSC known, a penny drop in the customer's name, and the e-mandate registered for the KFS's schedule. */
async function bankDetailsOutcome(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, answer: Answer<'bank-details'>): Promise<StepOutcome> {
  const providers = context.providers;
  const bank = lookupIfsc(answer.ifsc);
  if (!bank) throw validationError({ ifsc: customerLoanMessages.ifsc });
  const drop = await providers.bank.pennyDrop({ ifsc: answer.ifsc, accountNumber: answer.accountNumber, expectedName: lead.customerName });
  if (!drop.found) throw validationError({ accountNumber: customerLoanMessages.accountNotFound });
  if (!namesMatch(lead.customerName, drop.nameAtBank)) throw validationError({ accountHolderName: customerLoanMessages.nameMismatch });
  // The mandate authorises what the acknowledged KFS schedules: at most its largest instalment, monthly, first to last due date.
  const record = await acknowledgedRecord(context, lead, state);
  const mandate = mandateTermsOf(statementOf(record, lead.productCode).schedule);
  const problem = eMandateProblem(mandate.maxAmount, 'MNTH');
  if (problem) throw validationError({ accountNumber: problem });
  const registration = await providers.eMandate.register({
    ifsc: answer.ifsc,
    accountNumber: answer.accountNumber,
    amount: mandate.maxAmount,
    frequency: 'MNTH',
    reference: lead.id,
  });
  state.mandate = mandate;
  state.bank = {
    ifsc: answer.ifsc,
    bankName: bank.bankName,
    accountHash: keyedHash(context.hashKey, 'account/v1', answer.accountNumber),
    accountLast4: answer.accountNumber.slice(-4),
    disbursementRejects: answer.accountNumber.endsWith(customerLoanSandboxMagic.disbursementRejected),
  };
  state.facts.bankVerified = true;
  state.mandateResponse = registration.response;
  state.facts.mandateRegistered = undefined;
  return 'done';
}

/** The bank's signed answer to the mandate: only the provider's own, for this lead, counts. */
async function mandateCallbackOutcome(
  context: CustomerLoanContext,
  lead: LeadRow,
  state: JourneyState,
  answer: Answer<'mandate-callback'>,
): Promise<StepOutcome> {
  const result = context.providers.eMandate.verifyResponse(answer.response);
  if (!result || result.reference !== lead.id) throw validationError({ response: 'This mandate response is not valid' });
  state.mandateResponse = null;
  if (!result.ok) {
    state.failureReason = result.reason;
    state.facts.bankVerified = undefined;
    return 'failed';
  }
  state.umrn = result.umrn;
  state.failureReason = null;
  state.facts.mandateRegistered = true;
  return 'done';
}
