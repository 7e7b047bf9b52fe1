import { z } from 'zod'
import { EmailField } from './account-rules.ts'
import { okEnvelope } from './envelope.ts'
import { RULE_TEXT } from './field-rules.ts'
import { Platform } from './games.ts'

/** The Content API of SPEC.md section 7 at /cms/ (issue 5): request bodies, queries and answer data. */

const id = z.coerce.number().int().min(1).max(2_147_483_647)
const bodyId = z.number().int().min(1).max(2_147_483_647)
/** Short free text: trimmed, bounded, never empty. */
const text = (max: number) => z.string().trim().min(1, RULE_TEXT.required).max(max, RULE_TEXT.tooLong)
/** Slugs and keys that end up in URLs and SQL parameters: lower-case letters, digits and dashes. */
const slug = z
  .string()
  .max(100, RULE_TEXT.tooLong)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Ugyldig adresse')

/** Text pages shown from the left sidebar (SPEC.md section 2). */
export const TEXT_PAGE_IDS = [101, 110, 21, 24, 41, 22, 120] as const
/** The text page whose content common/download-pdf sends as the terms PDF. */
export const TERMS_TEXT_ID = 110

export const TextPage = z.object({ id: z.number().int(), title: z.string(), content: z.string() })
export type TextPage = z.infer<typeof TextPage>

const TrueFalse = z.enum(['true', 'false'])

/** A campaign (SPEC.md section 3): active and hidden are the strings 'true' and 'false'. */
export const Campaign = z.object({
  id: z.number().int(),
  seo_url: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** Sanitised HTML. */
  terms: z.string(),
  bgimage: z.string(),
  bgimage_mob: z.string(),
  site: z.string(),
  active: TrueFalse,
  hidden: TrueFalse,
  /** The bonus the campaign gives, if any. */
  externalId: z.string().nullable(),
  game_id: z.string().nullable(),
  game_id_mob: z.string().nullable(),
})
export type Campaign = z.infer<typeof Campaign>

export const Highlight = z.object({
  id: z.number().int(),
  area: z.string(),
  platform: z.enum(['all', 'desktop', 'mobile']),
  campaign: Campaign,
})
export type Highlight = z.infer<typeof Highlight>

export const Article = z.object({
  id: z.number().int(),
  type: z.string(),
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  campaign_id: z.number().int().nullable(),
  published_at: z.string(),
})
export type Article = z.infer<typeof Article>

export const SeoEntry = z.object({ url: z.string(), title: z.string(), description: z.string() })
export type SeoEntry = z.infer<typeof SeoEntry>

/** Landing promo data (SPEC.md section 3). */
export const LandingPage = z.object({
  url: z.string(),
  logo: z.string(),
  header: z.string(),
  button_text: z.string(),
  cta_button_text: z.string(),
  cta_button_link: z.string(),
  terms: z.string(),
  terms2: z.string(),
  background_image: z.string(),
})
export type LandingPage = z.infer<typeof LandingPage>

/** A GO offer (SPEC.md section 3); the last of a list is the active one. */
export const GoOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  teaser: z.string(),
  image: z.object({ url: z.string(), logo: z.string() }),
  rules: z.string(),
  terms: z.string(),
  game_id: z.string(),
  /** Whether this player has pressed GO on it already (false for visitors). */
  used: z.boolean(),
})
export type GoOffer = z.infer<typeof GoOffer>

export const GoHash = z.object({ hash: z.string(), gobutton_id: z.number().int(), used: z.boolean() })
export type GoHash = z.infer<typeof GoHash>

/** Answers of the feedback and subscription calls. */
export const FeedbackSent = z.object({ sent: z.boolean() })
export const Subscribed = z.object({ subscribed: z.boolean() })
/** /cms/campaigns/{seo_url}: looked up as given; an unknown one is a 404. */
export const CampaignParams = z.object({ seoUrl: z.string() })

export const SupportMessage = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'agent']),
  body: z.string(),
  at: z.string(),
})
export type SupportMessage = z.infer<typeof SupportMessage>
export const SupportChat = z.object({
  open: z.boolean(),
  messages: z.array(SupportMessage),
})
export type SupportChat = z.infer<typeof SupportChat>

// ---- Bodies and queries --------------------------------------------------------------------

export const FEEDBACK_MAX = 1000

export const FeedbackBody = z
  .object({
    rating: z.number().int().min(1, 'Vælg 1 til 5 stjerner').max(5, 'Vælg 1 til 5 stjerner'),
    message: z.string().trim().max(FEEDBACK_MAX, RULE_TEXT.tooLong).default(''),
    /** Sent by the page; the server takes the user from the session, and refuses a mismatch. */
    user_id: bodyId.optional(),
  })
  .strict()

export const UserIdQuery = z.object({ user_id: id })
export const ArticleQuery = z.union([z.object({ id }), z.object({ slug })])
export const ArticlesQuery = z.object({
  type: z
    .string()
    .max(40)
    .regex(/^[a-z-]+$/, 'Ugyldig type')
    .default('news'),
})
export const CampaignIdBody = z.object({ campaign_id: bodyId }).strict()
export const CampaignIdQuery = z.object({ campaign_id: id })
export const HighlightQuery = z.object({
  area: z
    .string()
    .max(40)
    .regex(/^[a-z-]+$/, 'Ugyldigt område')
    .default('home'),
  platform: Platform.default('desktop'),
})
export const AddSubscriberBody = z.object({ email: EmailField }).strict()

/** Game ids as the catalogue writes them: lower-case slugs. */
const GameIdField = slug

export const RecentQuery = z.object({
  site: z.string().max(40).optional(),
  client_id: id,
  platform: Platform.default('desktop'),
})
export const SetRecentBody = z
  .object({ client_id: bodyId, game_id: GameIdField, platform: Platform.default('desktop') })
  .strict()
export const RemoveRecentBody = z
  .object({ client_id: bodyId, game_id: GameIdField.optional(), platform: Platform.optional() })
  .strict()
export const GameClickBody = z
  .object({
    gameId: GameIdField,
    userId: z.number().int().min(0).max(2_147_483_647).optional(),
    app: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  })
  .strict()
export const SeoQuery = z.object({ site: z.string().max(40).optional() })
export const LandingQuery = z.object({
  url: slug,
  hostName: z.string().max(253).optional(),
})
export const ApiPhpQuery = z.object({ r: z.enum(['Texts', 'Highlights', 'Campaigns']) })
export const HashQuery = z.object({
  hash: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Ugyldig kode'),
})
export const SetGoButtonUsedBody = z.object({ gobutton_id: bodyId, client_id: bodyId }).strict()
export const CreateHashBody = z.object({}).strict()

export const SUPPORT_MESSAGE_MAX = 1000
export const ChatSendBody = z.object({ message: text(SUPPORT_MESSAGE_MAX) }).strict()
export const ChatMessagesQuery = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
})
export const AgentReplyBody = z.object({ chat_id: id, message: text(SUPPORT_MESSAGE_MAX) })

/** Games API favourites: clients/{userId}/games[/{gameId}]. */
export const FavouriteParams = z.object({ userId: id, gameId: GameIdField })
export const ClientParams = z.object({ userId: id })

// ---- Answers -----------------------------------------------------------------------------

export const TextsResponse = okEnvelope(z.array(TextPage))
export const CampaignsResponse = okEnvelope(z.array(Campaign))
export const CampaignResponse = okEnvelope(Campaign)
export const HighlightsResponse = okEnvelope(z.array(Highlight))
export const ArticleResponse = okEnvelope(Article)
export const ArticlesResponse = okEnvelope(z.array(Article))
export const SeoResponse = okEnvelope(z.array(SeoEntry))
export const LandingResponse = okEnvelope(LandingPage)
export const OffersResponse = okEnvelope(z.array(GoOffer))
export const GoHashResponse = okEnvelope(GoHash)
export const SupportChatResponse = okEnvelope(SupportChat)
