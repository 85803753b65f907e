import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SettingsScreen } from "@/features/dashboard/settings/settings-screen";
import { SETTING_FORMS } from "@/features/dashboard/settings/setting-fields";
import type { SettingSection } from "@/shared/settings-keys";

/** /dashboard/settings/{exchange, site, contact, social, security}. An unknown section is answered 404 by src/proxy.ts before rendering. */
const SECTIONS = Object.keys(SETTING_FORMS) as SettingSection[];
const isSection = (section: string): section is SettingSection => (SECTIONS as string[]).includes(section);

export async function generateMetadata({ params }: { params: Promise<{ section: string }> }): Promise<Metadata> {
  const { section } = await params;
  return { title: isSection(section) ? SETTING_FORMS[section].title : "Ayarlar" };
}

export default async function SettingsPage({ params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  if (!isSection(section)) notFound();
  return <SettingsScreen section={section} />;
}
