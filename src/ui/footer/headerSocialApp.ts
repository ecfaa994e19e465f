import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { HeaderSocialLinks } from './SocialLinks';

/** The header's social links, an app of their own: the header fetches it only when the config places a link there. */
export const app: AppModule<PartProps['headerSocial']> = { Part: HeaderSocialLinks };
