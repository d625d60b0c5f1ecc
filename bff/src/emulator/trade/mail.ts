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
