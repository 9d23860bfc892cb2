/**
 * The site's address in the build output: `astro build` and `astro dev` say where the site must be
 * served (its base path), or that it has no public address (`SITE_URL` unset and `site` still the
 * placeholder: sheets and PDFs then print a preview mark, no QR code). See src/lib/address.ts.
 */
import { addressNotice, siteAddress } from '../lib/address.ts';

/** @returns {import('astro').AstroIntegration} */
export default function hefenAddress() {
  return {
    name: 'hefen-address',
    hooks: {
      'astro:config:done': ({ config, logger }) => {
        const notice = addressNotice(siteAddress(config.site ?? ''));
        if (notice.level === 'warn') logger.warn(notice.text);
        else logger.info(notice.text);
      },
    },
  };
}
