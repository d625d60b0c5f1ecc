// What the trading flow tells its host, in its own module so the flow and its lazily loaded steps both name the
// events without importing each other.
import type { AccountType, RejectReason, TransferMedium } from '../../api/contract/trade/enums';
import type { TradeState } from '../../api/contract/trade/trades';
import type { QuoteSelection } from '../../features/quote/quote-model';
import type { TradeOutcomeEvent } from '../../features/trade/trade-events';
import type { FlowStep } from '../../features/trader/next-step';
import type { SignedOutScreen, TradeScreen } from './flow-storage';

/** A step of the flow as events name it: a signed-out screen, an onboarding step, or a trading screen. */
export type TradeFlowStep = SignedOutScreen | FlowStep | TradeScreen;

/**
 * What the flow tells the host; the embed passes on those the widget protocol names (`quoteChanged`, `signedUp`,
 * `emailVerified`, `profileCompleted`, `kycStarted`, `kycSubmitted`, `kycFinished`, `tradeCreated`,
 * `depositRequested`, `tradeCompleted`, `tradeFailed`, `viewChanged`) to the partner page.
 */
export type TradeFlowEvent =
  | { type: 'step'; step: TradeFlowStep }
  /**
   * Another view of the flow is on screen (not sent for the first): the flow focuses its heading and scrolls its own
   * top into view if that is above the screen; the widget's host page brings the frame's top into view.
   */
  | { type: 'viewChanged' }
  /**
   * A new approximate price is on screen: `baseAmount` priced in `baseCurrency` (what the customer pays in), before
   * the pay-in fee; `totalAmount` that fee included ("Total to pay"); `quoteAmount` what they receive (the amount typed when that is what they receive, else about that).
   */
  | {
      type: 'quoteChanged';
      baseAmount: number;
      baseCurrency: string;
      totalAmount: number;
      quoteAmount: number;
      quoteCurrency: string;
    }
  | { type: 'quoteAccepted'; selection: QuoteSelection }
  | { type: 'signedUp'; accountType: AccountType }
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'emailVerified' }
  | { type: 'profileCompleted' }
  | { type: 'kycStarted'; attemptId: string }
  | { type: 'kycSubmitted'; attemptId: string; result: 'submitted' | 'failed' }
  | { type: 'kycFinished'; attemptId: string; state: 'approved' | 'rejected'; rejectReason: RejectReason | null }
  | { type: 'completed' }
  /** A starting choice of the host (`defaultQuote`: a currency not traded, an amount that is not one) was not kept. */
  | { type: 'optionRefused'; option: string; value: string; reason: string }
  /** A trade was made from the order summary. */
  | { type: 'tradeCreated'; tradeId: number; state: TradeState; medium: TransferMedium }
  /**
   * A trade followed on screen reached `completed` (`completed_test` in the sandbox), or ended without the customer
   * getting anything (`tradeFailed`), or is a sell waiting for the customer's bitcoin (`depositRequested`).
   */
  | TradeOutcomeEvent
  /**
   * The BFF refuses this page's origin (the views say so too): add `origin` to the BFF's `ALLOWED_ORIGINS` and
   * restart it. `message` is the BFF's own sentence saying that; reported once per mount.
   */
  | { type: 'error'; code: 'origin_not_allowed'; message: string; origin: string };
