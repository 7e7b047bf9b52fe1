import { VerificationWatch } from '../features/account/VerificationWatch.tsx'
import { GeoGuard } from '../features/auth/GeoGuard.tsx'
import { LastLoginPopup } from '../features/auth/LastLoginPopup.tsx'
import { BottomBar } from '../features/content/BottomBar.tsx'
import { ConsentBanner } from '../features/content/ConsentBanner.tsx'
import { ScrollToTop } from '../features/content/ScrollToTop.tsx'
import { Seo } from '../features/content/Seo.tsx'
import { PlayerAreaHost } from '../features/game/PlayerAreaHost.tsx'
import { InstallOffer } from '../features/install/InstallOffer.tsx'
import { ResponsibleWatch } from '../features/responsible/ResponsibleWatch.tsx'
import { Later } from '../ui/Later.tsx'
import { ToastHost } from '../ui/ToastHost.tsx'
import { Footer } from './Footer.tsx'
import { ModalHost } from './ModalHost.tsx'
import { SessionWatch } from './SessionWatch.tsx'
import { UpdatePrompt } from './UpdatePrompt.tsx'

/**
 * What every page has that its first screen does not show: the watches, the hosts of modals, toasts
 * and the player area, the banners and the footer. A chunk of its own, loaded once the first screen is
 * the app's (src/app/Layout.tsx), so none of it is in the first screen's JS (issue 28: at most 100 KB
 * with React); each group renders in a task of its own (ui/Later.tsx), short enough to let a tap in.
 */
export default function AfterFirstScreen() {
  return (
    <>
      <PlayerAreaHost />
      <ScrollToTop />
      <BottomBar />
      <SessionWatch />
      <Later>
        <ModalHost />
        <ConsentBanner />
        <ToastHost />
        <UpdatePrompt />
        <Seo />
      </Later>
      <Later>
        <GeoGuard />
        <LastLoginPopup />
        <VerificationWatch />
        <ResponsibleWatch />
        <InstallOffer />
      </Later>
      <Later>
        <Footer />
      </Later>
    </>
  )
}
