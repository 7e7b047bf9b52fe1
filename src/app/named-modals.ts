import { StatusPopup } from '../ui/StatusPopup.tsx'
import { lazyNamed } from './lazy-named.ts'
import type { ModalRegistry } from './modal-registry.ts'

/**
 * SPEC.md section 2's named modals, each with the component that shows it. All but the status popup load
 * on first open, so none of them weighs on the first screen's chunk.
 */
export const NAMED_MODALS: ModalRegistry = {
  LOGIN: lazyNamed(() => import('../features/auth/LoginModal.tsx'), 'LoginModal'),
  LOGIN_FORGOT_PASS: lazyNamed(() => import('../features/auth/ForgotPassword.tsx'), 'ForgotPassword'),
  FORGOT_PASSWORD: lazyNamed(() => import('../features/auth/ForgotPassword.tsx'), 'ForgotPassword'),
  RESTORE_PASS: lazyNamed(() => import('../features/auth/RestorePassword.tsx'), 'RestorePassword'),
  PIN_LOGIN: lazyNamed(() => import('../features/auth/PinLogin.tsx'), 'PinLogin'),
  PIN_LOGIN_POPUP: lazyNamed(() => import('../features/auth/PinOfferPopup.tsx'), 'PinOfferPopup'),
  SESSION_EXPIRED: lazyNamed(() => import('../features/auth/SessionExpired.tsx'), 'SessionExpired'),
  STATUS_OF_ACTION: StatusPopup,

  SIGN_UP: lazyNamed(() => import('../features/signup/SignUpModal.tsx'), 'SignUpModal'),
  EMAIL_EXIST: lazyNamed(() => import('../features/signup/EmailExistModal.tsx'), 'EmailExistModal'),
  CPR_CONFIRMATION: lazyNamed(
    () => import('../features/signup/CprConfirmationModal.tsx'),
    'CprConfirmationModal',
  ),

  USER_AREA: lazyNamed(() => import('../features/account/UserArea.tsx'), 'UserArea'),
  SETTINGS: lazyNamed(() => import('../features/account/Settings.tsx'), 'Settings'),
  YOUR_INFO: lazyNamed(() => import('../features/account/YourInfo.tsx'), 'YourInfo'),
  PASSWORDS: lazyNamed(() => import('../features/account/Passwords.tsx'), 'Passwords'),
  UPDATE_PASSWORD: lazyNamed(() => import('../features/account/UpdatePassword.tsx'), 'UpdatePassword'),
  VERIFICATION_POPUP: lazyNamed(
    () => import('../features/account/VerificationPopup.tsx'),
    'VerificationPopup',
  ),

  SEARCH_MODAL: lazyNamed(() => import('../features/search/SearchModal.tsx'), 'SearchModal'),
  SMART_FILTERS: lazyNamed(() => import('../features/search/SmartFilters.tsx'), 'SmartFilters'),

  CAMPAIGN_POPUP: lazyNamed(() => import('../features/campaigns/CampaignPopup.tsx'), 'CampaignPopup'),
  GO_POPUP: lazyNamed(() => import('../features/campaigns/GoPopup.tsx'), 'GoPopup'),
  VIDEO_POPUP: lazyNamed(() => import('../features/campaigns/VideoPopup.tsx'), 'VideoPopup'),

  LEFT_SIDEBAR: lazyNamed(() => import('../features/content/LeftSidebar.tsx'), 'LeftSidebar'),
  TEXT_PAGE: lazyNamed(() => import('../features/content/TextPage.tsx'), 'TextPage'),
  RATE_US: lazyNamed(() => import('../features/content/RateUs.tsx'), 'RateUs'),
  CLIENT_SERVISE: lazyNamed(() => import('../features/content/CustomerService.tsx'), 'CustomerService'),
  COOKIE_SETTINGS: lazyNamed(() => import('../features/content/CookieSettings.tsx'), 'CookieSettings'),
  FAVORITES: lazyNamed(() => import('../features/content/Favourites.tsx'), 'Favourites'),

  USER_DEPOSIT: lazyNamed(() => import('../features/wallet/DepositModal.tsx'), 'DepositModal'),
  VOUCHER: lazyNamed(() => import('../features/wallet/VoucherModal.tsx'), 'VoucherModal'),
  WITHDRAW: lazyNamed(() => import('../features/wallet/WithdrawModal.tsx'), 'WithdrawModal'),
  WITHDRAW_NOTIFICATION_POPUP: lazyNamed(
    () => import('../features/wallet/WithdrawNotification.tsx'),
    'WithdrawNotification',
  ),
  REMOVE_BONUS_CONFIRM: lazyNamed(
    () => import('../features/wallet/RemoveBonusConfirm.tsx'),
    'RemoveBonusConfirm',
  ),
  TRANSACTION_HISTORY: lazyNamed(() => import('../features/wallet/History.tsx'), 'History'),
  TRANSACTION_INFO: lazyNamed(() => import('../features/wallet/TransactionInfo.tsx'), 'TransactionInfo'),
  TRANSACTION_CHOOSE_DATE: lazyNamed(() => import('../features/wallet/ChooseDate.tsx'), 'ChooseDate'),

  RESPONSIBLE_GAMING: lazyNamed(
    () => import('../features/responsible/ResponsibleGaming.tsx'),
    'ResponsibleGaming',
  ),
  DEPOSIT_LIMIT: lazyNamed(
    () => import('../features/responsible/DepositLimitModal.tsx'),
    'DepositLimitModal',
  ),
  FAST_DEPOSIT_LIMIT: lazyNamed(
    () => import('../features/responsible/FastDepositLimit.tsx'),
    'FastDepositLimit',
  ),
  DEPOSIT_LIMIT_WARNING: lazyNamed(
    () => import('../features/responsible/DepositLimitWarning.tsx'),
    'DepositLimitWarning',
  ),
  SELF_EXCLUSION: lazyNamed(() => import('../features/responsible/SelfExclusion.tsx'), 'SelfExclusion'),
  SELF_EXCLUSION_TEXT: lazyNamed(
    () => import('../features/responsible/SelfExclusionText.tsx'),
    'SelfExclusionText',
  ),

  GAME_POPUP: lazyNamed(() => import('../features/game/GamePopup.tsx'), 'GamePopup'),
}
