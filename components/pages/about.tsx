import {
  Eye,
  Globe,
  Hammer,
  HandHeart,
  Handshake,
  KeyRound,
  Lock,
  Scale,
  UserCheck,
  Users,
  Vote,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { InlineCta } from '@/components/sections/inline-cta';
import { LinkCardGrid, pageItems } from '@/components/sections/link-card-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { routes } from '@/lib/routes';
import { areas } from './areas';

const mission = { empower: HandHeart, own: KeyRound, govern: Vote };

const values = {
  humanFirst: UserCheck,
  privacy: Lock,
  openness: Eye,
  inclusion: Globe,
  fairReward: Handshake,
};
const bodies = { stewards: Hammer, workingGroups: Users, assembly: Vote, council: Scale };

export async function AboutPage() {
  const t = await getTranslations('about');
  return (
    <>
      <PageHero {...heroProps(t, { manifesto: routes.manifesto, roadmap: routes.roadmap })} />

      <Section {...sectionText(t, 'mission')}>
        <FeatureGrid items={textItems(t, 'mission', mission)} />
      </Section>

      <Section {...sectionText(t, 'areas')}>
        <LinkCardGrid columns={5} items={pageItems(t, 'areas', areas)} />
      </Section>

      <Section {...sectionText(t, 'values')}>
        <FeatureGrid items={textItems(t, 'values', values)} />
      </Section>

      <Section {...sectionText(t, 'governance')}>
        <FeatureGrid columns={4} items={textItems(t, 'governance', bodies)} />
        <InlineCta body={t('governance.transition')} href={routes.dao}>
          {t('governance.daoLink')}
        </InlineCta>
      </Section>

      <CtaBand {...closingProps(t, { roadmap: routes.roadmap, manifesto: routes.manifesto })} />
    </>
  );
}
