// The emails the emulated Trade API sends; in the sandbox they land in the mailbox (`GET {sandboxUrl}/mailbox`).
import type { Database } from '../../db/database';
import { sendMail } from '../sandbox/mailbox';

export function mailVerificationCode(db: Database, to: string, code: string, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: 'Your email verification code',
      text: `Your verification code is ${code}. Enter it to verify your email address. It is valid for 24 hours.`,
    },
    now,
  );
}

export function mailPasswordResetCode(db: Database, to: string, code: string, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: 'Your password reset security code',
      text:
        `Your security code is ${code}. Enter it to choose a new password. It is valid for 15 minutes. ` +
        'If you did not ask to reset your password, ignore this email.',
    },
    now,
  );
}

export function mailKybDocumentsRequest(db: Database, to: string, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: 'Documents needed to verify your business',
      text:
        'Thank you for providing your company details. To finish verifying your business (KYB), please reply ' +
        'with the certificate of incorporation, the register extract and the list of ultimate beneficial owners.',
    },
    now,
  );
}

export function mailDueDiligenceQuestionnaire(db: Database, to: string, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: 'Enhanced due diligence questionnaire',
      text:
        'You declared a politically exposed person status. Please fill in the enclosed enhanced due diligence ' +
        'questionnaire and send it back; trading stays paused until it is approved.',
    },
    now,
  );
}

export function mailManualReviewResult(db: Database, to: string, approved: boolean, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: approved ? 'Your identity is verified' : 'We could not verify your identity',
      text: approved
        ? 'Our compliance team reviewed your identification and approved it. You can now continue.'
        : 'Our compliance team reviewed your identification and could not approve it. Please start a new ' +
          'identification attempt.',
    },
    now,
  );
}

/** A bank buy was created: where to pay, and the reference the transfer must carry. */
export function mailBankTradeCreated(
  db: Database,
  to: string,
  trade: {
    id: number;
    /** The amount with its currency, as the formatter shows it ("EUR 103.00"). */
    amount: string;
    referenceText: string;
    iban: string;
    bic: string;
    holder: string;
  },
  now: Date,
): void {
  sendMail(
    db,
    {
      to,
      subject: `Pay ${trade.amount} by bank transfer for trade ${trade.id}`,
      text:
        `To complete trade ${trade.id}, transfer ${trade.amount} to ${trade.holder}, ` +
        `IBAN ${trade.iban}, BIC ${trade.bic}, with the reference ${trade.referenceText}. ` +
        'Without the reference the payment cannot be matched to your trade. The trade expires if nothing arrives ' +
        'within 7 days.',
    },
    now,
  );
}

/** A trade completed: the link to its receipt. */
export function mailTradeCompleted(db: Database, to: string, tradeId: number, receiptUrl: string, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: `Your trade ${tradeId} is completed`,
      text: `Your trade ${tradeId} is completed. Your receipt: ${receiptUrl}`,
    },
    now,
  );
}

/** The trader's completed trades passed 10,000 EUR: the proof of source of funds questionnaire. */
export function mailProofOfFundsQuestionnaire(db: Database, to: string, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: 'Proof of source of funds questionnaire',
      text:
        'You have now traded more than 10,000 EUR. Please fill in the enclosed proof of source of funds ' +
        'questionnaire and send it back; your next trades wait until it is approved.',
    },
    now,
  );
}

/** The company review (KYB) of a corporate trader concluded. */
export function mailCompanyReviewResult(db: Database, to: string, approved: boolean, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: approved ? 'Your business is verified' : 'We could not verify your business',
      text: approved
        ? 'Our compliance team reviewed your company documents (KYB) and approved them. Your trades can now ' +
          'complete.'
        : 'Our compliance team reviewed your company documents (KYB) and could not approve them. Trades waiting ' +
          'for the review are rejected; please contact support.',
    },
    now,
  );
}

/** The proof of source of funds of a trader past 10,000 EUR was judged. */
export function mailProofOfFundsResult(db: Database, to: string, approved: boolean, now: Date): void {
  sendMail(
    db,
    {
      to,
      subject: approved ? 'Your source of funds is confirmed' : 'We could not confirm your source of funds',
      text: approved
        ? 'Our compliance team reviewed your proof of source of funds and approved it. Your trades can now complete.'
        : 'Our compliance team reviewed your proof of source of funds and could not approve it. Trades waiting for ' +
          'it are rejected; please contact support.',
    },
    now,
  );
}
