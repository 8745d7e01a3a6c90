import { AppLink } from '../../components/app-link';
import { partnerPaths } from './credit-score-paths';

/** /credit-score: what the check is, and the way in. */
export function CreditScoreIntro() {
  return (
    <section className="stack">
      <p>Check a customer’s credit score and full credit report for free. Checking does not lower the score: it is a soft enquiry.</p>
      <ol className="credit-steps">
        <li>Enter the customer’s name, mobile number and PAN.</li>
        <li>The customer gets an OTP by SMS and tells it to you: that is their consent to fetch the report.</li>
        <li>See the score and report, download it as a PDF, and offer a personal loan.</li>
      </ol>
      <div className="form__actions">
        <AppLink className="button" to={partnerPaths.details}>
          Check a customer’s score
        </AppLink>
      </div>
    </section>
  );
}
