/** The five policies as structured content: sections of paragraphs, lists and links, all text keys. */
import type { MessageKey } from '../../i18n/context'

export type Block =
  /** `generic`: the text names the store's categories ({categories}); this one says it without them. */
  | { kind: 'p'; key: MessageKey; generic?: MessageKey }
  | { kind: 'list'; keys: MessageKey[] }
  | { kind: 'links'; links: { to: string; key: MessageKey }[] }

export interface Section {
  heading: MessageKey
  blocks: Block[]
  /** Needs the company details from /api/site (name, address, e-mail, phone). */
  site?: boolean
}

export interface Policy {
  title: MessageKey
  intro: MessageKey
  /** As a block's `generic`: the intro names the store's categories. */
  introGeneric?: MessageKey
  sections: Section[]
}

/** The date this text was last changed; shown on every page. */
export const LAST_UPDATED = '2026-11-22'

const p = (key: MessageKey, generic?: MessageKey): Block => ({ kind: 'p', key, generic })
const list = (...keys: MessageKey[]): Block => ({ kind: 'list', keys })

const contact: Section = {
  heading: 'policies.contactHeading',
  site: true,
  blocks: [p('policies.contactText'), p('policies.companyLine')],
}

export const POLICIES: Record<string, Policy> = {
  'terms-and-conditions': {
    title: 'policies.termsTitle',
    intro: 'policies.termsIntro',
    sections: [
      { heading: 'policies.termsWhoHeading', site: true, blocks: [p('policies.termsWho')] },
      { heading: 'policies.termsServicesHeading', blocks: [p('policies.termsServices', 'policies.termsServicesGeneric'), p('policies.termsAssistant')] },
      {
        heading: 'policies.termsBookingsHeading',
        blocks: [list('policies.termsBookingsDetails', 'policies.termsBookingsConfirm', 'policies.termsBookingsPrice')],
      },
      { heading: 'policies.termsPaymentsHeading', blocks: [p('policies.termsPaymentsMethods'), p('policies.termsPaymentsGateway')] },
      {
        heading: 'policies.termsCancelHeading',
        blocks: [
          p('policies.termsCancel'),
          {
            kind: 'links',
            links: [
              { to: '/refund-policy', key: 'policies.readRefund' },
              { to: '/return-policy', key: 'policies.readReturn' },
              { to: '/shipping-policy', key: 'policies.readShipping' },
            ],
          },
        ],
      },
      { heading: 'policies.termsLawHeading', blocks: [p('policies.termsLaw')] },
    ],
  },
  'refund-policy': {
    title: 'policies.refundTitle',
    intro: 'policies.refundIntro',
    sections: [
      { heading: 'policies.refundBookingsHeading', blocks: [list('policies.refundFull', 'policies.refundHalf', 'policies.refundNone')] },
      {
        heading: 'policies.refundStoreHeading',
        blocks: [p('policies.refundStore'), { kind: 'links', links: [{ to: '/return-policy', key: 'policies.readReturn' }] }],
      },
      { heading: 'policies.refundHowHeading', blocks: [p('policies.refundHow')] },
      { heading: 'policies.refundCancelHeading', blocks: [p('policies.refundCancel')] },
      contact,
    ],
  },
  'return-policy': {
    title: 'policies.returnTitle',
    intro: 'policies.returnIntro',
    sections: [
      { heading: 'policies.returnEligibleHeading', blocks: [list('policies.returnWindow', 'policies.returnCondition', 'policies.returnUnused')] },
      { heading: 'policies.returnExcludedHeading', blocks: [list('policies.returnRitual', 'policies.returnPersonal')] },
      { heading: 'policies.returnHowHeading', blocks: [p('policies.returnHow'), p('policies.returnRefund')] },
      contact,
    ],
  },
  'shipping-policy': {
    title: 'policies.shippingTitle',
    intro: 'policies.shippingIntro',
    introGeneric: 'policies.shippingIntroGeneric',
    sections: [
      { heading: 'policies.shippingTimesHeading', blocks: [list('policies.shippingProcess', 'policies.shippingDeliver', 'policies.shippingRemote')] },
      { heading: 'policies.shippingChargesHeading', blocks: [p('policies.shippingCharges'), p('policies.shippingPayment')] },
      {
        heading: 'policies.shippingProblemsHeading',
        blocks: [p('policies.shippingProblems'), { kind: 'links', links: [{ to: '/return-policy', key: 'policies.readReturn' }] }],
      },
      contact,
    ],
  },
  'privacy-policy': {
    title: 'policies.privacyTitle',
    intro: 'policies.privacyIntro',
    sections: [
      {
        heading: 'policies.privacyCollectHeading',
        blocks: [list('policies.privacyCollectContact', 'policies.privacyCollectBookings', 'policies.privacyCollectAssistant', 'policies.privacyCollectDevice')],
      },
      { heading: 'policies.privacyUseHeading', blocks: [p('policies.privacyUse'), p('policies.privacyLookup')] },
      { heading: 'policies.privacyShareHeading', blocks: [p('policies.privacyShare'), p('policies.privacyPayments')] },
      { heading: 'policies.privacyRightsHeading', site: true, blocks: [p('policies.privacyRights'), p('policies.companyLine')] },
      { heading: 'policies.privacyLawHeading', blocks: [p('policies.privacyLaw')] },
    ],
  },
}

/** "/refund-policy" -> its policy; undefined for anything else. */
export function policyFor(pathname: string): Policy | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, '')
  return Object.prototype.hasOwnProperty.call(POLICIES, slug) ? POLICIES[slug] : undefined
}

/** Whether the policy names what the store sells (then its page asks the store for its categories). */
export const namesCategories = (policy: Policy) => Boolean(policy.introGeneric) || policy.sections.some((section) => section.blocks.some((block) => block.kind === 'p' && block.generic))
