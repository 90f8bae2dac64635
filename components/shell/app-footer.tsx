export function AppFooter({ companyName, websiteUrl }: { companyName: string; websiteUrl: string }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {companyName}
        </p>
        <a href={websiteUrl} className="rounded hover:text-emerald-800 hover:underline">
          {companyName} website
        </a>
      </div>
    </footer>
  );
}
