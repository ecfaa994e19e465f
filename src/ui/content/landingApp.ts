import type { AppModule, PageTable } from '../apps/contract';
import { LandingPage } from './LandingPage';
import { MobilePage } from './MobilePage';
import './content.css';

/** Content pages from the server's content store: landing pages, promo, and the mobile app page (install, QR code). */
export const app: AppModule = { pages: { landingPage: LandingPage, promo: LandingPage, mobile: MobilePage } as PageTable };
