import "@/lib/zod-jitless"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { SWRConfig } from "swr"

import { App } from "@/app"
import { Toaster } from "@/components/ui/toaster"
import { TooltipProvider } from "@/components/ui/tooltip"
import { swrConfig } from "@/lib/api"
import "./index.css"

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SWRConfig value={swrConfig}>
      <TooltipProvider>
        <App />
        <Toaster />
      </TooltipProvider>
    </SWRConfig>
  </StrictMode>
)
